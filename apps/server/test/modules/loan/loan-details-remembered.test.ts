import { BUSINESS_CODE, DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../src/db/database.ts';
import {
  ANNOUNCING_TABLES,
  DATA_CHANGED_CHANNEL,
  rememberedEverywhere,
} from '../../../src/db/remembered-reads.ts';
import { findLiveSessionWithOwnOrderRow } from '../../../src/modules/loan/order.repository.ts';
import { sessionLookup } from '../../../src/modules/user/session.service.ts';
import { call } from '../../helpers/api.ts';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { TestClock } from '../../helpers/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

/**
 * The order page's session-and-order read is answered from memory until anything is written
 * (decision 0022): on the embedded database exactly, on PostgreSQL until this process writes or
 * another one's write is announced. A call never sees a session or an order older than the data
 * it was told of.
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
    // On PostgreSQL nothing is remembered until the change listener listens.
    await waitFor(() => database.remembered()?.paused === false);
    const answered = () => database.remembered()?.answeredFromMemory ?? 0;
    const lookup = sessionLookup(app, sessionid);
    const first = await findLiveSessionWithOwnOrderRow(app.db, lookup, orderId);
    const before = answered();
    const second = await findLiveSessionWithOwnOrderRow(app.db, lookup, orderId);
    expect(second).toEqual(first);
    expect(second?.order?.public_id).toBe(orderId);
    return answered() - before;
  };
  /** Another session of the demo borrower (the next login code may be asked a minute later). */
  const demoSession = async () => {
    clock.advance(61_000);
    return logInDemoBorrower(app);
  };

  let demo: string;

  it('answers a repeated read from memory', async () => {
    demo = await logInDemoBorrower(app);
    await details(app, demo, DEMO_ORDER_IDS.overdue);
    expect(await readTwice(demo, DEMO_ORDER_IDS.overdue)).toBe(1);
  });

  it('ends the session at once on logout', async () => {
    const sessionid = await demoSession();
    await details(app, sessionid, DEMO_ORDER_IDS.overdue);
    expect(await readTwice(sessionid, DEMO_ORDER_IDS.overdue)).toBe(1);
    await call(app, endpoints.logout, {}, { sessionid });
    expect((await details(app, sessionid, DEMO_ORDER_IDS.overdue)).body.code).toBe(
      BUSINESS_CODE.sessionExpired,
    );
  });

  it("ends the session at once on an operator's revoke", async () => {
    await details(app, demo, DEMO_ORDER_IDS.due);
    expect(await readTwice(demo, DEMO_ORDER_IDS.due)).toBe(1);
    const revoked = await ops(app, 'POST', `/users/${DEMO_BORROWER_PHONE}/revoke-sessions`);
    expect(revoked.statusCode).toBe(200);
    expect((await details(app, demo, DEMO_ORDER_IDS.due)).body.code).toBe(
      BUSINESS_CODE.sessionExpired,
    );
  });

  it('shows a payment at once', async () => {
    demo = await demoSession();
    const before = await details(app, demo, DEMO_ORDER_IDS.due);
    expect(await readTwice(demo, DEMO_ORDER_IDS.due)).toBe(1);
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
    expect(await readTwice(demo, DEMO_ORDER_IDS.settled)).toBe(1);
    clock.advance((app.config.sessionIdleHours * 60 + 1) * 60_000);
    const lookup = sessionLookup(app, demo);
    expect(await findLiveSessionWithOwnOrderRow(app.db, lookup, DEMO_ORDER_IDS.settled)).toBe(
      undefined,
    );
    expect((await details(app, demo, DEMO_ORDER_IDS.settled)).body.code).toBe(
      BUSINESS_CODE.sessionExpired,
    );
  });

  it("shows another process's write once it is announced (PostgreSQL)", async () => {
    demo = await demoSession();
    await details(app, demo, DEMO_ORDER_IDS.disbursed);
    expect(await readTwice(demo, DEMO_ORDER_IDS.disbursed)).toBe(1);
    // Another server process on the same database; on PGlite there is none, the app's own
    // database stands in.
    const other = database.url ? createPostgresDatabase(database.url, { max: 1 }) : database.db;
    const remembered = database.remembered();
    const forgottenBefore = remembered?.forgotten ?? 0;
    try {
      await other
        .updateTable('loan_orders')
        .set({ updated_at: CHANGED_AT })
        .where('public_id', '=', DEMO_ORDER_IDS.disbursed)
        .execute();
    } finally {
      if (other !== database.db) await other.destroy();
    }
    await waitFor(() => (remembered?.forgotten ?? 0) > forgottenBefore);
    const lookup = sessionLookup(app, demo);
    const found = await findLiveSessionWithOwnOrderRow(app.db, lookup, DEMO_ORDER_IDS.disbursed);
    expect(found?.order?.updated_at).toEqual(CHANGED_AT);
  });

  it('remembers everywhere only reads of tables that announce their changes', async () => {
    // The read registers itself when first built.
    await findLiveSessionWithOwnOrderRow(app.db, sessionLookup(app, 'any'), 'any');
    const texts = rememberedEverywhere();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const tables = [...text.matchAll(/(?:from|join)\s+"(\w+)"/g)].map((match) => match[1]);
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) expect(ANNOUNCING_TABLES).toContain(table);
    }
    const { rows } = await sql<{ table: string }>`
      select distinct event_object_table as table from information_schema.triggers
      where trigger_name like '%_announce_changes'`.execute(app.db);
    expect(rows.map((row) => row.table).sort()).toEqual([...ANNOUNCING_TABLES].sort());
  });

  it("remembers nothing while it could miss another process's write (PostgreSQL)", async () => {
    const remembered = database.remembered();
    await waitFor(() => remembered?.paused === false);
    if (!database.url) return; // the embedded database hears of every write: it never pauses
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query = ${`listen ${DATA_CHANGED_CHANNEL}`}`.execute(
      app.db,
    );
    expect(rows).toEqual([{ ended: true }]);
    await waitFor(() => remembered?.paused === true);
    // It listens again a second later, and remembers again from then on.
    await waitFor(() => remembered?.paused === false);
    await details(app, demo, DEMO_ORDER_IDS.disbursed);
    expect(await readTwice(demo, DEMO_ORDER_IDS.disbursed)).toBe(1);
  });
});

const CHANGED_AT = new Date('2026-03-01T08:00:00.000Z');

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
