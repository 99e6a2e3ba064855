import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertAuditRecord } from '../../../src/modules/audit/audit.repository.ts';
import { exportRange } from '../../../src/modules/audit/audit.service.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';
import { auditCount, auditRecords, operatorOf, opsRequest } from '../../helpers/operators.ts';

describe('audit trail', () => {
  const t = useTestApp({ env: OPS_ENV });

  it('is append-only: the database refuses to update, delete or truncate a record', async () => {
    await ops(t.app, 'GET', '/clock');
    const [first] = await auditRecords(t.db);
    expect(first).toMatchObject({ actor: 'token:automation', action: 'GET /api/ops/clock' });
    const count = await auditCount(t.db);
    await expect(
      sql`update audit_records set actor = 'someone else' where id = ${first!.id}`.execute(t.db),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(
      sql`delete from audit_records where id = ${first!.id}`.execute(t.db),
    ).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql`truncate audit_records`.execute(t.db)).rejects.toThrow(
      /append-only: TRUNCATE refused/,
    );
    expect(await auditCount(t.db)).toBe(count);
    expect((await auditRecords(t.db))[0]).toEqual(first);
  });

  it('records a request whose path holds a NUL, escaped', async () => {
    const response = await ops(t.app, 'GET', '/orders/PN%00x');
    expect(response.statusCode).toBe(400);
    expect((await auditRecords(t.db)).at(-1)).toMatchObject({
      action: 'GET /api/ops/orders/:orderId',
      outcome: 'failed',
      target: 'orderId=PN\\u0000x',
    });
  });

  it('lists records newest first, a page at a time, for auditors', async () => {
    const auditor = await operatorOf(t.app, t.clock, 'auditor');
    for (let i = 0; i < 3; i += 1) await ops(t.app, 'GET', '/clock');
    const seen: string[] = [];
    let next: string | null = '';
    let pages = 0;
    while (next !== null) {
      const query = next ? `&after=${encodeURIComponent(next)}` : '';
      const page = await opsRequest(t.app, {
        method: 'GET',
        url: `/audit?limit=2${query}`,
        cookie: auditor.cookie,
      });
      expect(page.statusCode).toBe(200);
      seen.push(...page.body.data.records.map((r: { id: string }) => r.id));
      next = page.body.data.next;
      pages += 1;
    }
    // Each page read is itself recorded, after the first page's newest: no record twice or lost.
    const ids = (await auditRecords(t.db)).map((r) => String(r.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen[seen.length - 1]).toBe(ids[0]);
    expect(pages).toBeGreaterThan(3);
    const bad = await opsRequest(t.app, {
      method: 'GET',
      url: '/audit?after=nonsense',
      cookie: auditor.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads the export range as Philippine days', () => {
    expect(exportRange('2026-11-28', '2026-11-29')).toEqual({
      from: new Date('2026-11-27T16:00:00.000Z'),
      to: new Date('2026-11-29T16:00:00.000Z'),
    });
  });

  it('exports a range of days as CSV, and refuses more than a year with an audit line', async () => {
    const auditor = await operatorOf(t.app, t.clock, 'auditor');
    const day = t.app.clock.now().toISOString().slice(0, 10);
    const csv = await opsRequest(t.app, {
      method: 'GET',
      url: `/audit/export?from=${day}&to=${day}`,
      cookie: auditor.cookie,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.response.body.trim().split('\n');
    expect(lines[0]).toBe('id,at,actor,operator_id,action,outcome,reason,target,before,after,ip');
    expect(lines.length).toBeGreaterThan(5);
    expect(csv.response.body).toContain(`operator:${auditor.email}`);

    const before = await auditCount(t.db);
    const tooLong = await opsRequest(t.app, {
      method: 'GET',
      url: '/audit/export?from=2024-01-01&to=2026-01-01',
      cookie: auditor.cookie,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toBe(
      'Invalid request: export 2024-01-01 to 2026-01-01: the range is longer than a year (366 days at most): export it a year at a time',
    );
    expect(await auditCount(t.db)).toBe(before + 1);
    expect((await auditRecords(t.db)).at(-1)).toMatchObject({
      actor: `operator:${auditor.email}`,
      action: 'GET /api/ops/audit/export',
      outcome: 'refused',
      reason: expect.stringMatching(/longer than a year/),
    });
    const backwards = await opsRequest(t.app, {
      method: 'GET',
      url: '/audit/export?from=2026-02-01&to=2026-01-01',
      cookie: auditor.cookie,
    });
    expect(backwards.body.message).toMatch(/ends before it starts/);
    const year = await opsRequest(t.app, {
      method: 'GET',
      url: '/audit/export?from=2025-03-02&to=2026-03-02',
      cookie: auditor.cookie,
    });
    expect(year.statusCode).toBe(200);
  });

  it('exports more records than one read holds, oldest first, each once, formulas made text', async () => {
    const at = new Date('2025-06-01T10:00:00.000Z');
    const entry = {
      at,
      actor: 'token:automation',
      operatorId: null,
      action: 'POST /api/ops/tick',
      outcome: 'done' as const,
      reason: null,
      target: null,
      before: null,
      after: { checked: 1 },
      ip: '10.9.9.9',
    };
    // Many records in the same millisecond: the (at, id) key still pages through them all.
    for (let i = 0; i < 1_100; i += 1) await insertAuditRecord(t.db, entry);
    await insertAuditRecord(t.db, {
      ...entry,
      // The last instant of 1 June in Philippine time; the next record is on 2 June there.
      at: new Date('2025-06-01T23:59:59.999+08:00'),
      reason: '=HYPERLINK("x")',
    });
    await insertAuditRecord(t.db, { ...entry, at: new Date('2025-06-02T00:00:00.000+08:00') });
    const auditor = await operatorOf(t.app, t.clock, 'auditor');
    const csv = await opsRequest(t.app, {
      method: 'GET',
      url: '/audit/export?from=2025-06-01&to=2025-06-01',
      cookie: auditor.cookie,
    });
    const rows = csv.response.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(1_101);
    const ids = rows.map((row) => Number(row.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(1_101);
    expect(rows[0]).toContain(',"{""checked"":1}",10.9.9.9');
    expect(rows.at(-1)).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
