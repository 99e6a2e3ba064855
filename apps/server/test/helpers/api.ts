import {
  devSms,
  type EndpointDescriptor,
  type Envelope,
  endpoints,
  type RequestOf,
  type ResponseOf,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';

export interface CallOptions {
  sessionid?: string;
  ip?: string;
  query?: Record<string, string>;
  /** Extra request headers (the app's own calls send `x-lang`). */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  statusCode: number;
  body: Envelope<T>;
}

/** Calls a contract endpoint the way the web app does (session in the query string). */
export async function call<E extends EndpointDescriptor>(
  app: FastifyInstance,
  endpoint: E,
  input: RequestOf<E> | Record<string, unknown>,
  options: CallOptions = {},
): Promise<CallResult<ResponseOf<E>>> {
  const query = {
    ...options.query,
    ...(options.sessionid ? { sessionid: options.sessionid } : {}),
  };
  const isGet = endpoint.method === 'GET';
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    query: isGet ? { ...query, ...(input as Record<string, string>) } : query,
    ...(isGet ? {} : { payload: input as Record<string, unknown> }),
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

let phoneCounter = 0;
let ipCounter = 0;

/** A phone no other test in this file uses. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `0918${String(phoneCounter).padStart(7, '0')}`;
}

export function uniqueIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function requestCode(app: FastifyInstance, phone: string, ip = uniqueIp()) {
  return call(app, endpoints.loginCode, { phone }, { ip });
}

export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const { body } = await call(app, devSms, { phone });
  if (!body.data) throw new Error(`no code for ${phone}: ${body.message}`);
  return body.data.code;
}

/** Logs a phone in through login-code, the dev SMS route and login; returns the session token. */
export async function logIn(app: FastifyInstance, phone = uniquePhone()): Promise<string> {
  await requestCode(app, phone);
  const { body } = await call(app, endpoints.login, { phone, code: await lastCode(app, phone) });
  if (!body.data) throw new Error(`login failed: ${body.message}`);
  return body.data.sessionid;
}

/**
 * Whether `text` holds a random code or answer as a word of its own: a few random characters
 * also turn up inside phone numbers, times, response timings, hashes and field names.
 */
export function mentionsSecret(text: string, secret: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9])${secret}(?![A-Za-z0-9])`).test(text);
}
