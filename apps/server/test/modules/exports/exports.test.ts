import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { describe, expect, it, vi } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';
import { auditRecords, operatorOf, opsRequest } from '../../helpers/operators.ts';

describe('CSV exports of orders, payments and complaints', () => {
  const t = useTestApp({ env: OPS_ENV });
  const lastYear = () => {
    const today = phDate(t.app.clock.now());
    return `from=${addDays(today, -365)}&to=${today}`;
  };
  const download = (cookie: string, kind: string, query = lastYear()) =>
    opsRequest(t.app, { method: 'GET', url: `/exports/${kind}?${query}`, cookie });
  const linesOf = (body: string) => body.trim().split('\n');

  it('lists the orders applied for in the range, with their figures in pesos', async () => {
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const csv = await download(collector.cookie, 'orders');
    expect(csv.statusCode).toBe(200);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers['content-disposition']).toMatch(/^attachment; filename="orders-/);
    const [header, ...rows] = linesOf(csv.response.body);
    expect(header).toBe(
      'order_id,phone,product_id,status,status_name,principal,service_fee,net_proceeds,interest,total_repayable,paid_penalty,paid_interest,paid_principal,rollovers,applied_at,release_date,due_date,settled_at',
    );
    const settled = rows.find((row) => row.startsWith(`${DEMO_ORDER_IDS.settled},`));
    expect(settled).toMatch(
      new RegExp(
        `^${DEMO_ORDER_IDS.settled},${DEMO_BORROWER_PHONE},\\d+,200,settled,\\d+\\.\\d{2},`,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(Object.keys(DEMO_ORDER_IDS).length);
  });

  it('shows whole phone numbers only to the roles that call borrowers, and audits the rows sent', async () => {
    const support = await operatorOf(t.app, t.clock, 'support');
    const csv = await download(support.cookie, 'orders');
    expect(csv.statusCode).toBe(200);
    const rows = linesOf(csv.response.body).slice(1);
    const settled = rows.find((row) => row.startsWith(`${DEMO_ORDER_IDS.settled},`))!;
    expect(settled.split(',')[1]).toBe(
      `${DEMO_BORROWER_PHONE.slice(0, 4)}****${DEMO_BORROWER_PHONE.slice(-3)}`,
    );
    expect(csv.response.body).not.toContain(DEMO_BORROWER_PHONE);
    // The file's lines are counted once it is out: the range, what the phones showed, the rows.
    await vi.waitFor(
      async () => {
        const sent = (await auditRecords(t.db)).find(
          (line) =>
            line.action === 'GET /api/ops/exports/orders (rows sent)' &&
            line.actor === `operator:${support.email}`,
        );
        expect(sent?.after).toMatchObject({ kind: 'orders', phones: 'masked', rows: rows.length });
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('counts money paid, never a waiver, in the paid columns', async () => {
    const overdue = DEMO_ORDER_IDS.overdue;
    const waived = await ops(t.app, 'POST', `/orders/${overdue}/waivers`, {
      body: { part: 'penalty', amount: 20_000, reference: 'export-w', reason: 'hardship' },
    });
    expect(waived.statusCode).toBe(200);
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const rows = linesOf((await download(collector.cookie, 'orders')).response.body);
    const cells = rows.find((row) => row.startsWith(`${overdue},`))!.split(',');
    expect(cells.slice(10, 13)).toEqual(['0.00', '0.00', '0.00']);
  });

  it('lists the payments received, each with its receipt and allocation', async () => {
    const auditor = await operatorOf(t.app, t.clock, 'auditor');
    const [header, ...rows] = linesOf((await download(auditor.cookie, 'payments')).response.body);
    expect(header).toBe(
      'receipt_no,order_id,paid_at,amount,kind,source,channel,reference,penalty,interest,principal,overpayment,outstanding_after,booked_by,reversed_at',
    );
    const paid = rows.find((row) => row.includes(`,${DEMO_ORDER_IDS.settled},`));
    expect(paid).toMatch(/^OR-\d{6},/);
    const cells = paid!.split(',');
    const [amount, penalty, interest, principal, over] = [3, 8, 9, 10, 11].map((i) =>
      Math.round(Number(cells[i]) * 100),
    );
    expect(penalty! + interest! + principal! + over!).toBe(amount);
    expect(cells[12]).toBe('0.00');
    expect(cells[14]).toBe('');
  });

  it('lets only the roles that read complaints download them, and audits the refusal', async () => {
    const support = await operatorOf(t.app, t.clock, 'support');
    const csv = await download(support.cookie, 'complaints');
    expect(csv.statusCode).toBe(200);
    expect(linesOf(csv.response.body)[0]).toBe(
      'problem_id,order_id,type,sub_type,status,filed_at,reply_due_at,answered,score,detail,reply',
    );
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const refused = await download(collector.cookie, 'complaints');
    expect(refused.statusCode).toBe(403);
    expect((await auditRecords(t.db)).at(-1)).toMatchObject({
      actor: `operator:${collector.email}`,
      action: 'GET /api/ops/exports/complaints',
      outcome: 'refused',
    });
  });

  it('refuses a range longer than a year or ending before it starts, and writes nothing', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const long = await download(admin.cookie, 'orders', 'from=2024-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe(
      'Invalid request: export 2024-01-01 to 2026-01-01: the range is longer than a year (366 days at most)',
    );
    const backwards = await download(admin.cookie, 'payments', 'from=2026-02-01&to=2026-01-01');
    expect(backwards.body.message).toMatch(/ends before it starts/);
    const missing = await download(admin.cookie, 'payments', 'from=2026-02-01');
    expect(missing.statusCode).toBe(400);
  });
});
