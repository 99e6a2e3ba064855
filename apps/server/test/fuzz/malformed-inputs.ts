import {
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  type EndpointDescriptor,
  OBFUSCATED_FIELD_NAMES,
} from '@loan/contract';
import { schemasOf } from '@loan/contract/schemas';
import { z } from 'zod';

/** One request of the fuzz run, in `app.inject` terms. */
export interface FuzzRequest {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  payload?: string;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const deepObject = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Values of the wrong shape for any field, as JSON values. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  1e308,
  1.5,
  '',
  [],
  {},
  ['a', 'b'],
  '\u0000',
  'PN\u0000',
  'a\u0001b',
  '\u001b[31m',
  '\ud800',
  MEGABYTE,
  deepObject(40),
];

/** Values of the wrong shape for query parameters (always strings on the wire). */
export const BAD_QUERY_VALUES: readonly (string | string[])[] = [
  '',
  '\u0000',
  'PN-DEMO\u0000',
  'a\u0007b',
  '-1',
  'NaN',
  '1e308',
  MEGABYTE.slice(0, 64 * 1024),
  ['1', '2'],
  '%',
];

// Candidates for a field's valid value; the first one its schema accepts becomes the base.
const CANDIDATES: readonly unknown[] = [
  DEMO_ORDER_IDS.overdue,
  DEMO_PRODUCT_ID,
  DEMO_BORROWER_PHONE,
  500_000,
  91,
  1,
  0,
  '1',
  'day',
  'en',
  'x',
  true,
  [],
];

/** The call's fields, readable name to schema; empty when the payload is not an object. */
function fieldsOf(descriptor: EndpointDescriptor): Record<string, z.ZodType> {
  const request = schemasOf(descriptor).request;
  return request instanceof z.ZodObject ? (request.shape as Record<string, z.ZodType>) : {};
}

/** A payload the schema accepts where the candidates allow, in the names the call travels in. */
export function basePayload(descriptor: EndpointDescriptor): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fieldsOf(descriptor))) {
    const value = CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
    if (value !== undefined) base[wireName(descriptor, name)] = value;
  }
  return base;
}

function wireName(descriptor: EndpointDescriptor, name: string): string {
  const names: Record<string, string> = OBFUSCATED_FIELD_NAMES;
  return descriptor.obfuscated ? (names[name] ?? name) : name;
}

/** Every malformed request for one contract call, with the given session. */
export function contractRequests(descriptor: EndpointDescriptor, sessionid: string): FuzzRequest[] {
  const base = basePayload(descriptor);
  const requests: FuzzRequest[] = [];
  const at = (label: string, request: Omit<FuzzRequest, 'label' | 'method' | 'url'>) =>
    requests.push({
      label: `${descriptor.id} ${label}`,
      method: descriptor.method,
      url: descriptor.path,
      ...request,
    });
  const session = { sessionid };

  if (descriptor.encoding === 'query') {
    const baseQuery = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)]));
    for (const field of [...Object.keys(base), 'sessionid', 'deviceId']) {
      for (const value of BAD_QUERY_VALUES) {
        at(`query ${field}=${describe(value)}`, {
          query: { ...session, ...baseQuery, [field]: value },
        });
      }
    }
    at('no fields', { query: session });
    at('duplicate session', { query: { ...baseQuery, sessionid: [sessionid, sessionid] } });
    return requests;
  }

  const json = { 'content-type': 'application/json' };
  for (const field of Object.keys(base).length ? Object.keys(base) : ['field']) {
    for (const value of BAD_VALUES) {
      const payload = JSON.stringify({ ...base, [field]: value });
      at(`body ${field}=${describe(value)}`, { query: session, headers: json, payload });
    }
    const { [field]: _missing, ...rest } = base;
    at(`body without ${field}`, { query: session, headers: json, payload: JSON.stringify(rest) });
  }
  for (const value of BAD_QUERY_VALUES) {
    at(`query sessionid=${describe(value)}`, {
      query: { sessionid: value, deviceId: value },
      headers: json,
      payload: JSON.stringify(base),
    });
  }
  const raw: Array<[string, string, string]> = [
    ['deep array', 'application/json', deepJson(5000)],
    ['deep object', 'application/json', JSON.stringify(deepObject(33))],
    ['deep object in a field', 'application/json', `{"a":${deepJson(3000)}}`],
    ['array body', 'application/json', '[1,2]'],
    ['string body', 'application/json', '"x"'],
    ['null body', 'application/json', 'null'],
    ['broken json', 'application/json', '{"a":'],
    ['proto key', 'application/json', '{"__proto__":{"x":1}}'],
    ['empty json', 'application/json', ''],
    ['text', 'text/plain', 'hello'],
    ['xml', 'application/xml', '<a/>'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['form NUL', 'application/x-www-form-urlencoded', 'orderId=%00&phone=%00&a=%01'],
    ['form duplicate', 'application/x-www-form-urlencoded', 'orderId=a&orderId=b&phone=1&phone=2'],
    ['form broken', 'application/x-www-form-urlencoded', '%%%&&=='],
  ];
  for (const [label, type, payload] of raw) {
    at(label, { query: session, headers: { 'content-type': type }, payload });
  }
  at('odd Idempotency-Key', {
    query: session,
    headers: { ...json, 'idempotency-key': 'k'.repeat(5000) },
    payload: JSON.stringify({ ...base, [Object.keys(base)[0] ?? 'a']: '\u0000' }),
  });
  return requests;
}

/** Malformed requests for the operations API (bearer token given). */
export function opsRequests(prefix: string, token: string): FuzzRequest[] {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const ids = ['%00', 'PN%00x', '%01', 'x'.repeat(70), '%E0%A4%A', '%', '..%2F..%2Fetc'];
  const requests: FuzzRequest[] = [];
  const add = (
    label: string,
    method: 'GET' | 'POST',
    url: string,
    more: Partial<FuzzRequest> = {},
  ) =>
    requests.push({
      label: `ops ${label}`,
      method,
      url: `${prefix}${url}`,
      headers: auth,
      ...more,
    });
  for (const id of ids) {
    add(`order ${id}`, 'GET', `/orders/${id}`);
    for (const action of ['approve', 'reject', 'disburse']) {
      add(`${action} ${id}`, 'POST', `/orders/${id}/${action}`, { headers: json, payload: '{}' });
    }
  }
  for (const phone of ['%00', '0917%001234', '1'.repeat(5000), '%E0%A4%A']) {
    add(`revoke ${phone}`, 'POST', `/users/${phone}/revoke-sessions`);
  }
  for (const value of BAD_QUERY_VALUES) {
    for (const field of ['status', 'phone', 'limit']) {
      add(`orders ${field}=${describe(value)}`, 'GET', '/orders', { query: { [field]: value } });
    }
  }
  for (const value of BAD_VALUES) {
    const note = JSON.stringify({ note: value });
    add(
      `approve note=${describe(value)}`,
      'POST',
      `/orders/${DEMO_ORDER_IDS.underReview}/approve`,
      {
        headers: json,
        payload: note,
      },
    );
    add(`advance days=${describe(value)}`, 'POST', '/clock/advance', {
      headers: json,
      payload: JSON.stringify({ days: value }),
    });
  }
  add('advance deep', 'POST', '/clock/advance', { headers: json, payload: deepJson(5000) });
  add('advance text', 'POST', '/clock/advance', {
    headers: { ...auth, 'content-type': 'text/plain' },
    payload: 'days=1',
  });
  // Operator accounts: one malformed field at a time (the others missing, so nothing is counted).
  const forms = {
    '/setup': ['token', 'password'],
    '/setup/confirm': ['token', 'code'],
    '/session': ['email', 'password', 'code'],
    '/operators': ['email', 'role'],
    '/tokens': ['name', 'role', 'expiresInDays'],
    '/session/password': ['currentPassword', 'newPassword', 'code'],
  };
  for (const value of BAD_VALUES) {
    for (const [url, fields] of Object.entries(forms)) {
      for (const field of fields) {
        add(`${url} ${field}=${describe(value)}`, 'POST', url, {
          headers: json,
          payload: JSON.stringify({ [field]: value }),
        });
      }
    }
  }
  for (const value of BAD_QUERY_VALUES) {
    add(`audit after=${describe(value)}`, 'GET', '/audit', { query: { after: value } });
    add(`audit limit=${describe(value)}`, 'GET', '/audit', { query: { limit: value } });
    add(`export from=${describe(value)}`, 'GET', '/audit/export', {
      query: { from: value, to: '2026-03-02' },
    });
  }
  return requests;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 16)}…(${text.length})` : text;
}
