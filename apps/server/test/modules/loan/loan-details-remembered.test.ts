import { BUSINESS_CODE, DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLiveSessionWithOwnOrderRow } from '../../../src/modules/loan/order.repository.ts';
import { sessionLookup } from '../../../src/modules/user/session.service.ts';
import { call } from '../../helpers/api.ts';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { TestClock } from '../../helpers/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

/**
 * On the embedded database the order page's session-and-order read is answered from memory until
 * anything is written (decision 0022); on PostgreSQL every call reads. Either way a call never
 * sees a session or an order older than the data.
 */
describe('loan details: an answer from memory is never older than the data', () => {
  const clock = new TestClock();
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ db: database.db, clock, env: OPS_ENV });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /**
   * Reads the session and order twice as the call's session check does, and says whether the
   * second read came from memory. The request counts are written first: the ceiling's
   * once-a-second write would otherwise land between the reads now and then.
   */
  const readTwice = async (sessionid: string, orderId: string) => {
    await app.requestCeiling.flush();
    const answered = () => database.embedded()?.answeredFromMemory ?? 0;
    const lookup = sessionLookup(app, sessionid);
    const first = await findLiveSessionWithOwnOrderRow(app.db, lookup, orderId);
    const before = answered();
    const second = await findLiveSessionWithOwnOrderRow(app.db, lookup, orderId);
    expect(second).toEqual(first);
    expect(second?.order?.public_id).toBe(orderId);
    return answered() - before;
  };
  const expectedFromMemory = () => (database.url ? 0 : 1);
  /** Another session of the demo borrower (the next login code may be asked a minute later). */
  const demoSession = async () => {
    clock.advance(61_000);
    return logInDemoBorrower(app);
  };

  let demo: string;

  it('answers a repeated read from memory on the embedded database only', async () => {
    demo = await logInDemoBorrower(app);
    await details(app, demo, DEMO_ORDER_IDS.overdue);
    expect(await readTwice(demo, DEMO_ORDER_IDS.overdue)).toBe(expectedFromMemory());
  });

  it('ends the session at once on logout', async () => {
    const sessionid = await demoSession();
    await details(app, sessionid, DEMO_ORDER_IDS.overdue);
    expect(await readTwice(sessionid, DEMO_ORDER_IDS.overdue)).toBe(expectedFromMemory());
    await call(app, endpoints.logout, {}, { sessionid });
    expect((await details(app, sessionid, DEMO_ORDER_IDS.overdue)).body.code).toBe(
      BUSINESS_CODE.sessionExpired,
    );
  });

  it("ends the session at once on an operator's revoke", async () => {
    await details(app, demo, DEMO_ORDER_IDS.due);
    expect(await readTwice(demo, DEMO_ORDER_IDS.due)).toBe(expectedFromMemory());
    const revoked = await ops(app, 'POST', `/users/${DEMO_BORROWER_PHONE}/revoke-sessions`);
    expect(revoked.statusCode).toBe(200);
    expect((await details(app, demo, DEMO_ORDER_IDS.due)).body.code).toBe(
      BUSINESS_CODE.sessionExpired,
    );
  });

  it('shows a payment at once', async () => {
    demo = await demoSession();
    const before = await details(app, demo, DEMO_ORDER_IDS.due);
    expect(await readTwice(demo, DEMO_ORDER_IDS.due)).toBe(expectedFromMemory());
    const paid = await ops(app, 'POST', `/orders/${DEMO_ORDER_IDS.due}/payments`, {
      body: { amount: 100, reference: 'remembered-read-test' },
    });
    expect(paid.statusCode).toBe(200);
    const after = await details(app, demo, DEMO_ORDER_IDS.due);
    expect(after.body.code).toBe(0);
    expect(after.body.data?.userOrderDetail).not.toEqual(before.body.data?.userOrderDetail);
  });

  it('ends an idle session by the clock, with no write in between', async () => {
    await details(app, demo, DEMO_ORDER_IDS.settled);
    expect(await readTwice(demo, DEMO_ORDER_IDS.settled)).toBe(expectedFromMemory());
    clock.advance((app.config.sessionIdleHours * 60 + 1) * 60_000);
    const lookup = sessionLookup(app, demo);
    expect(await findLiveSessionWithOwnOrderRow(app.db, lookup, DEMO_ORDER_IDS.settled)).toBe(
      undefined,
    );
    expect((await details(app, demo, DEMO_ORDER_IDS.settled)).body.code).toBe(
      BUSINESS_CODE.sessionExpired,
    );
  });
});
