import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { Db } from '../../src/db/database.ts';
import type { Role } from '../../src/modules/operators/permissions.ts';
import { uniqueIp } from './api.ts';
import { ops } from './loan.ts';
import type { TestClock } from './test-clock.ts';

export const OPERATOR_PASSWORD = 'correct horse battery staple';

let emailCounter = 0;
export function uniqueEmail(role = 'op'): string {
  emailCounter += 1;
  return `${role}.${emailCounter}@lender.example`;
}

/** The TOTP code an authenticator holding `secret` shows at the app's time (and `offsetSteps` later). */
export function totpAt(app: FastifyInstance, secret: string, offsetSteps = 0): Promise<string> {
  const epoch = Math.floor(app.clock.now().getTime() / 1000) + offsetSteps * 30;
  return generate({ secret, epoch });
}

export function secretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return secret;
}

export interface Inject {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  cookie?: string;
  csrf?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A request to the operations API with a session cookie (and CSRF header) or none. */
export async function opsRequest(app: FastifyInstance, input: Inject) {
  const response = await app.inject({
    method: input.method,
    url: `/api/ops${input.url}`,
    headers: {
      ...(input.cookie ? { cookie: input.cookie } : {}),
      ...(input.csrf ? { 'x-csrf-token': input.csrf } : {}),
      ...input.headers,
    },
    remoteAddress: input.ip ?? '127.0.0.1',
    ...(input.body !== undefined ? { payload: input.body as Record<string, unknown> } : {}),
  });
  const body = response.headers['content-type']?.toString().startsWith('application/json')
    ? response.json()
    : null;
  return { statusCode: response.statusCode, body, response };
}

/** An operator added by the automation token; the setup link's token. */
export async function addOperator(app: FastifyInstance, email: string, role: Role) {
  const added = await ops(app, 'POST', '/operators', { body: { email, role } });
  if (added.statusCode !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  const link: string = added.body.data.setupLink;
  return { link, token: link.slice(link.indexOf('#') + 1) };
}

export interface SignedIn {
  email: string;
  secret: string;
  cookie: string;
  csrf: string;
}

/** Adds, sets up and signs in an operator; the clock moves a TOTP step between the codes. */
export async function operatorOf(
  app: FastifyInstance,
  clock: TestClock,
  role: Role,
  email = uniqueEmail(role),
): Promise<SignedIn> {
  const { token } = await addOperator(app, email, role);
  const setup = await opsRequest(app, {
    method: 'POST',
    url: '/setup',
    body: { token, password: OPERATOR_PASSWORD },
  });
  const secret = secretOf(setup.body.data.otpauthUri);
  const confirmed = await opsRequest(app, {
    method: 'POST',
    url: '/setup/confirm',
    body: { token, code: await totpAt(app, secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
  clock.advanceSeconds(30);
  return { email, secret, ...(await signIn(app, email, secret)) };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  secret: string,
  options: { password?: string; code?: string; ip?: string } = {},
) {
  const result = await opsRequest(app, {
    method: 'POST',
    url: '/session',
    ip: options.ip ?? uniqueIp(),
    body: {
      email,
      password: options.password ?? OPERATOR_PASSWORD,
      code: options.code ?? (await totpAt(app, secret)),
    },
  });
  if (result.statusCode !== 200) throw new Error(`sign-in: ${JSON.stringify(result.body)}`);
  const setCookie = String(result.response.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0] ?? '', csrf: result.body.data.csrfToken as string };
}

/** The audit records, oldest first; only those after the record `afterId` when given. */
export function auditRecords(db: Db, afterId?: string) {
  let select = db.selectFrom('audit_records').selectAll();
  if (afterId !== undefined) select = select.where('id', '>', afterId);
  return select.orderBy('id').execute();
}

export async function auditCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_records')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
