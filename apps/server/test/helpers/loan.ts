import {
  DEMO_BORROWER_PHONE,
  DEMO_PRODUCT_ID,
  endpoints,
  ORDER_STATUS,
  TERM_UNIT_DAY,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { call, logIn } from './api.ts';
import { ensureProfile } from './applicant.ts';
import { bindGcash } from './payout.ts';

export const OPS_TEST_TOKEN = 'ops-test-token-0123456789abcdef';
/** The operations API on, and sessions that outlive the months a test moves the clock. */
export const OPS_ENV = {
  OPS_TOKEN: OPS_TEST_TOKEN,
  SESSION_TTL_HOURS: '100000',
  SESSION_IDLE_HOURS: '100000',
  // Tests of what a booking or a waiver books make it at once; the maker-checker tests
  // (MAKER_CHECKER_ENV) keep the defaults, a second operator for every booking.
  MAKER_CHECKER_BOOKING_ABOVE_PESOS: '100000000',
  MAKER_CHECKER_WAIVER_ABOVE_PESOS: '100000000',
};

/** The operations API with the default maker-checker limits (decision 0067). */
export const MAKER_CHECKER_ENV = {
  OPS_TOKEN: OPS_TEST_TOKEN,
  SESSION_TTL_HOURS: '100000',
  SESSION_IDLE_HOURS: '100000',
};

/** The demo catalogue's offer of DEMO_PRODUCT_ID (₱5,000 over 91 days) as the push sends it. */
export const DEMO_PUSH = {
  productId: DEMO_PRODUCT_ID,
  amount: 500_000,
  periods: 91,
  termUnit: TERM_UNIT_DAY,
};

export function logInDemoBorrower(app: FastifyInstance): Promise<string> {
  return logIn(app, DEMO_BORROWER_PHONE);
}

/** A loan push with optional headers (Idempotency-Key). */
export async function push(
  app: FastifyInstance,
  sessionid: string,
  input: Record<string, unknown> = DEMO_PUSH,
  headers: Record<string, string> = {},
) {
  await ensureProfile(app, sessionid);
  const response = await app.inject({
    method: 'POST',
    url: endpoints.loanDetailPush.path,
    query: { sessionid },
    headers,
    payload: input,
  });
  return response.json() as {
    code: number;
    data: { orderId: string; lendDetailsUrl: string } | null;
    message: string;
  };
}

export async function pushOk(app: FastifyInstance, sessionid: string): Promise<string> {
  const body = await push(app, sessionid);
  if (!body.data) throw new Error(`push failed: ${body.message}`);
  return body.data.orderId;
}

export async function details(app: FastifyInstance, sessionid: string, orderId: string) {
  return call(app, endpoints.loanDetails, { productId: DEMO_PRODUCT_ID, orderId }, { sessionid });
}

export interface OpsCallOptions {
  token?: string | null;
  operator?: string;
  body?: unknown;
}

/** Calls the operations API (bearer token by default). */
export async function ops(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: OpsCallOptions = {},
) {
  const token = options.token === undefined ? OPS_TEST_TOKEN : options.token;
  const response = await app.inject({
    method,
    url: `/api/ops${path}`,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(options.operator ? { 'x-operator': options.operator } : {}),
    },
    ...(method === 'POST' ? { payload: (options.body ?? {}) as Record<string, unknown> } : {}),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

export async function statusOf(app: FastifyInstance, orderId: string): Promise<number> {
  const { body } = await ops(app, 'GET', `/orders/${orderId}`);
  return body.data.status;
}

/** The borrower behind a session token. */
export async function userIdOf(db: Db, sessionid: string): Promise<string> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', sha256Hex(sessionid))
    .executeTakeFirstOrThrow();
  return row.user_id;
}

export async function ordersOf(db: Db, sessionid: string) {
  return db
    .selectFrom('loan_orders')
    .select(['public_id', 'status'])
    .where('user_id', '=', await userIdOf(db, sessionid))
    .execute();
}

/** A new borrower's loan, approved and accepted, with a GCash account bound: ready to release. */
export async function acceptedLoan(app: FastifyInstance) {
  const sessionid = await logIn(app);
  await bindGcash(app, sessionid);
  const orderId = await pushOk(app, sessionid);
  await ops(app, 'POST', `/orders/${orderId}/approve`);
  const withdrawn = await call(app, endpoints.loanWithdraw, { orderId }, { sessionid });
  if (withdrawn.body.data?.orderStatus !== ORDER_STATUS.approved) {
    throw new Error(`the loan was not accepted: ${withdrawn.body.message}`);
  }
  return { sessionid, orderId };
}
