import { randomBytes } from 'node:crypto';
import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Db } from '../../src/db/database.ts';
import { migrateAsOwner } from '../../src/db/migrate.ts';
import { adminQuery } from '../helpers/admin-query.ts';
import { call, logIn } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { OPS_ENV, ops, pushOk } from '../helpers/loan.ts';
import { runCli } from '../helpers/ops-cli.ts';
import { bindGcash } from '../helpers/payout.ts';
import { TestClock } from '../helpers/test-clock.ts';

// Roles belong to the whole server, not one database: named uniquely, dropped after.
const suffix = randomBytes(5).toString('hex');
const OWNER = `loan_owner_${suffix}`;
const APP = `loan_app_${suffix}`;
const DATABASE = `test_roles_${suffix}`;

function urlAs(role: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.username = role;
  url.password = '';
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** The server signs in as a role that owns no table; the owner runs the migrations. */
describe('database roles on PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const target = {
    databaseUrl: urlAs(APP),
    databaseMigrationUrl: urlAs(OWNER),
    dataDir: 'memory://',
  };
  let appDb: Db;
  let ownerDb: Db;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    await adminQuery(serverUrl, `create role ${OWNER} login`);
    await adminQuery(serverUrl, `create role ${APP} login`);
    await adminQuery(serverUrl, `create database ${DATABASE} owner ${OWNER}`);
    await migrateAsOwner(target);
    appDb = createPostgresDatabase(target.databaseUrl, { max: 4 });
    ownerDb = createPostgresDatabase(target.databaseMigrationUrl, { max: 1 });
    app = await buildTestApp({ db: appDb, clock, env: OPS_ENV });
  });
  afterAll(async () => {
    await app?.close();
    await appDb?.destroy();
    await ownerDb?.destroy();
    await adminQuery(serverUrl, `drop database if exists ${DATABASE} with (force)`);
    await adminQuery(serverUrl, `drop role if exists ${APP}`);
    await adminQuery(serverUrl, `drop role if exists ${OWNER}`);
  });

  it("owns no table, yet lends, books and chains the trail with the owner's grants", async () => {
    // Migrating again finds nothing to run and grants again, harmlessly.
    await migrateAsOwner(target);
    const { rows } = await sql<{ owner: string; tables: number }>`
      select tableowner as owner, count(*)::int as tables from pg_tables
      where schemaname = 'public' group by tableowner`.execute(appDb);
    expect(rows).toEqual([{ owner: OWNER, tables: expect.any(Number) }]);

    const sessionid = await logIn(app);
    await bindGcash(app, sessionid);
    const orderId = await pushOk(app, sessionid);
    expect((await ops(app, 'POST', `/orders/${orderId}/approve`)).statusCode).toBe(200);
    await call(app, endpoints.loanWithdraw, { orderId }, { sessionid });
    expect((await ops(app, 'POST', `/orders/${orderId}/disburse`)).statusCode).toBe(200);
    clock.advance(91 * 86_400_000);
    const owed = (await ops(app, 'GET', `/orders/${orderId}/ledger`)).body.data.balances
      .totalOwed as number;
    const paid = await ops(app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount: owed, reference: 'ROLE-1', kind: 'instalment' },
    });
    expect(paid.body.data.outstandingAfter).toBe(0);
    const verified = await runCli(app, ['audit', 'verify']);
    expect(verified.out).toMatch(/^audit chain OK: \d+ record\(s\)/);
    expect(verified.code).toBe(0);
  });

  it('cannot set the trigger aside, change, delete or empty the trail, nor create a table', async () => {
    const refused = (statement: ReturnType<typeof sql>, message: RegExp) =>
      expect(statement.execute(appDb)).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(message),
      });
    await refused(
      sql`alter table audit_records disable trigger audit_records_no_change`,
      /must be owner of table audit_records/,
    );
    await refused(
      sql`update audit_records set reason = 'nothing happened'`,
      /permission denied for table audit_records/,
    );
    await refused(sql`delete from audit_records`, /permission denied for table audit_records/);
    await refused(sql`truncate audit_records`, /permission denied for table audit_records/);
    await refused(sql`delete from loan_entries`, /permission denied for table loan_entries/);
    await refused(
      sql`insert into kysely_migration (name, timestamp) values ('9999-x', 'now')`,
      /permission denied for table kysely_migration/,
    );
    await refused(sql`create table own_table (id int)`, /permission denied for schema public/);
  });

  it('a record the owner changes behind the trigger is named by audit verify', async () => {
    const { rows } = await sql<{ id: string }>`
      select id::text from audit_records order by audit_records.id limit 1`.execute(ownerDb);
    const id = rows[0]!.id;
    await ownerDb.transaction().execute(async (tx) => {
      await sql`alter table audit_records disable trigger audit_records_no_change`.execute(tx);
      await sql`update audit_records set actor = 'operator:someone-else' where id = ${id}::bigint`.execute(
        tx,
      );
      await sql`alter table audit_records enable trigger audit_records_no_change`.execute(tx);
    });
    const report = await runCli(app, ['audit', 'verify']);
    expect(report.code).toBe(1);
    expect(report.out).toContain(`record ${id}: its contents do not match its digest: changed`);
  });
});
