import { randomUUID } from 'node:crypto';
import {
  type KyselyPlugin,
  type QueryId,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import {
  findLatestLivePayCode,
  findLivePayCode,
  listStalePayCodes,
} from '../../src/modules/payments/payments.repository.ts';
import { countUserUploadsSince } from '../../src/modules/uploads/uploads.repository.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** The trees of the statements run through it, to compile and explain afterwards. */
class TreeCapture implements KyselyPlugin {
  readonly trees: { node: RootOperationNode; queryId: QueryId }[] = [];
  transformQuery(args: { node: RootOperationNode; queryId: QueryId }) {
    this.trees.push(args);
    return args.node;
  }
  async transformResult<R>({ result }: { result: R }): Promise<R> {
    return result;
  }
}

/**
 * The generic plan (the test databases force it) of the statement `run` makes, with sequential
 * scans ruled out: a plan that still scans a table has no index it can use.
 */
async function planOf(db: Db, run: (db: Db) => Promise<unknown>): Promise<string> {
  const capture = new TreeCapture();
  await run(db.withPlugin(capture));
  const { node, queryId } = capture.trees[0]!;
  const compiled = db.getExecutor().compileQuery(node, queryId);
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const args = compiled.parameters.map((value) => sql.lit(toLiteral(value)));
      await sql.raw(`prepare plan_probe as ${compiled.sql}`).execute(connection);
      const { rows } =
        await sql<UnknownRow>`explain (costs off) execute plan_probe(${sql.join(args)})`.execute(
          connection,
        );
      return rows.map((row) => String(Object.values(row)[0])).join('\n');
    } finally {
      await sql`deallocate all`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

function toLiteral(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'number' ? value : String(value);
}

// A partial index serves a generic plan only when the statement names its condition's value:
// `status = 'live'` written in, not passed as a parameter.
describe('hot lookups on a generic plan', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  const key = {
    orderId: randomUUID(),
    amount: 500,
    channelNumber: 20001,
    kind: 'instalment' as const,
  };

  it("find an order's live pay code by the one-live-code index", async () => {
    const plan = await planOf(database.db, (db) => findLivePayCode(db, key));
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/pay_codes_one_live/);
  });

  it("find an order's newest live pay code by the same index", async () => {
    const plan = await planOf(database.db, (db) =>
      findLatestLivePayCode(db, key.orderId, key.kind, new Date()),
    );
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("walk a provider's live codes, a page after another, by their index", async () => {
    const after = { createdAt: new Date(), id: randomUUID() };
    const plan = await planOf(database.db, (db) =>
      listStalePayCodes(db, 'xendit', new Date(), { limit: 100, after }),
    );
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/pay_codes_live_by_age/);
  });

  it("count a borrower's uploads of the day by their index", async () => {
    const plan = await planOf(database.db, (db) =>
      countUserUploadsSince(db, randomUUID(), new Date()),
    );
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/uploads_user_created_at/);
  });
});
