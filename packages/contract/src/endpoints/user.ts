import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import { loginCodeSchema, mobileNumberSchema } from '../validators.ts';

/** Sends a one-time login code by SMS. */
export const loginCode = defineEndpoint({
  id: 'user.loginCode',
  method: 'POST',
  path: h5Path('/v3/user/login-code'),
  encoding: 'json',
  successCode: 0,
  auth: 'public',
  request: z.object({ phone: mobileNumberSchema }),
  response: z.object({ resendAfterSeconds: z.int() }),
});

/** Trades a phone and its login code for a session. */
export const login = defineEndpoint({
  id: 'user.login',
  method: 'POST',
  path: h5Path('/v3/user/login'),
  encoding: 'json',
  successCode: 0,
  auth: 'public',
  request: z.object({ phone: mobileNumberSchema, code: loginCodeSchema }),
  response: z.object({ sessionid: z.string() }),
});
