import type { EndpointDescriptor } from '../endpoint.ts';
import { contactKfInfo } from './personal-center.ts';
import { login, loginCode } from './user.ts';

export const endpoints = { loginCode, login, contactKfInfo } as const;

/** Every call of the contract; the server must register a handler for each. */
export const allEndpoints: readonly EndpointDescriptor[] = Object.values(endpoints);

/** Development-only calls (absent in production), kept out of `allEndpoints`. */
export { devEndpoints, devSms } from './dev.ts';
