import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  loginCodeSchemas,
  loginSchemas,
  logoutAllSchemas,
  logoutSchemas,
} from '../schemas/user.ts';

/** Sends a one-time login code by SMS. */
export const loginCode = defineEndpoint<typeof loginCodeSchemas>({
  id: 'user.loginCode',
  method: 'POST',
  path: h5Path('/v3/user/login-code'),
  encoding: 'json',
  successCode: 0,
  auth: 'public',
});

/** Trades a phone and its login code for a session. */
export const login = defineEndpoint<typeof loginSchemas>({
  id: 'user.login',
  method: 'POST',
  path: h5Path('/v3/user/login'),
  encoding: 'json',
  successCode: 0,
  auth: 'public',
});

/** Ends this session: its `sessionid` answers session-expired from now on. */
export const logout = defineEndpoint<typeof logoutSchemas>({
  id: 'user.logout',
  method: 'POST',
  path: h5Path('/v3/user/logout'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ends every session of the borrower (sign out everywhere). */
export const logoutAll = defineEndpoint<typeof logoutAllSchemas>({
  id: 'user.logoutAll',
  method: 'POST',
  path: h5Path('/v3/user/logout-all'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
