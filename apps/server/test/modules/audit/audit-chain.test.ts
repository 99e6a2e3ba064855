import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/database.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';
import { runCli } from '../../helpers/ops-cli.ts';

/** What only the table's owner can do: set the append-only trigger aside for one statement. */
async function asOwner(db: Db, statement: ReturnType<typeof sql>) {
  await db.transaction().execute(async (tx) => {
    await sql`alter table audit_records disable trigger audit_records_no_change`.execute(tx);
    await statement.execute(tx);
    await sql`alter table audit_records enable trigger audit_records_no_change`.execute(tx);
  });
}

describe('audit trail: hash chain', () => {
  const t = useTestApp({ env: OPS_ENV });
  const verify = () => runCli(t.app, ['audit', 'verify']);

  it('chains records written at once, each following the one before', async () => {
    await Promise.all(Array.from({ length: 20 }, () => ops(t.app, 'GET', '/clock')));
    const { rows } = await sql<{ id: string; prev_digest: string; digest: string }>`
      select id::text, prev_digest, digest from audit_records order by audit_records.id`.execute(
      t.db,
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const [i, row] of rows.entries()) {
      expect(row.prev_digest).toBe(i === 0 ? '0'.repeat(64) : rows[i - 1]!.digest);
    }
    const report = await verify();
    expect(report.code).toBe(0);
    expect(report.out).toMatch(
      new RegExp(
        `^audit chain OK: ${rows.length} record\\(s\\), last record ${rows.at(-1)!.id}, digest [0-9a-f]{64}$`,
      ),
    );
  });

  it('names a record its owner changed, and is whole again once it is put back', async () => {
    const { rows } = await sql<{ id: string; reason: string | null }>`
      select id::text, reason from audit_records order by audit_records.id limit 1 offset 3`.execute(
      t.db,
    );
    const { id, reason } = rows[0]!;
    await asOwner(
      t.db,
      sql`update audit_records set reason = 'nothing happened' where id = ${id}::bigint`,
    );
    const broken = await verify();
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('audit chain BROKEN: 1 problem(s)');
    expect(broken.out).toContain(`record ${id}: its contents do not match its digest: changed`);
    await asOwner(t.db, sql`update audit_records set reason = ${reason} where id = ${id}::bigint`);
    expect((await verify()).code).toBe(0);
  });

  it('names the gap a removed record leaves, and a record inserted outside the chain', async () => {
    const { rows } = await sql<{ id: string }>`
      select id::text from audit_records order by audit_records.id limit 1 offset 5`.execute(t.db);
    const id = rows[0]!.id;
    await asOwner(
      t.db,
      sql`create temporary table kept_aside on commit preserve rows as
        select * from audit_records where id = ${id}::bigint`,
    );
    await asOwner(t.db, sql`delete from audit_records where id = ${id}::bigint`);
    const removed = await verify();
    expect(removed.code).toBe(1);
    expect(removed.out).toMatch(
      /record \d+: does not follow the record before it \(\d+\): a record between them was removed/,
    );
    await asOwner(t.db, sql`insert into audit_records select * from kept_aside`);
    expect((await verify()).code).toBe(0);

    // A forged record copying a real one's links: it follows, but the next record does not.
    await sql`
      insert into audit_records (id, at, actor, action, outcome, ip, prev_digest, digest)
      select ${id}::bigint * 1000000, at, 'operator:nobody', 'POST /api/ops/forged', 'done', ip,
        prev_digest, digest
      from audit_records order by audit_records.id desc limit 1`.execute(t.db);
    const inserted = await verify();
    expect(inserted.code).toBe(1);
    expect(inserted.out).toContain(
      `record ${BigInt(id) * 1000000n}: its contents do not match its digest`,
    );
    expect(inserted.out).toMatch(/the chain ends at record \d+ but the trail at \d+/);
  });

  it('names newest records removed: the trail ends before the chain does', async () => {
    await asOwner(t.db, sql`delete from audit_records where actor = 'operator:nobody'`);
    const { rows } = await sql<{ id: string }>`
      select id::text from audit_records order by audit_records.id desc limit 1`.execute(t.db);
    await asOwner(t.db, sql`delete from audit_records where id = ${rows[0]!.id}::bigint`);
    const report = await verify();
    expect(report.code).toBe(1);
    expect(report.out).toContain(`the chain ends at record ${rows[0]!.id} but the trail at`);
  });
});
