import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type { loginCodeSchemas, loginSchemas } from '../schemas/user.ts';

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
