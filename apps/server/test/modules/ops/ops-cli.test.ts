import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS_CODE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { runOpsCli } from '../../../src/modules/ops/ops-cli.ts';
import { call, logIn, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, OPS_TEST_TOKEN } from '../../helpers/loan.ts';
import { fetchVia } from '../../helpers/ops-cli.ts';

describe('ops CLI', () => {
  const t = useTestApp({ env: OPS_ENV });

  async function run(args: string[], env: Record<string, string> = { OPS_TOKEN: OPS_TEST_TOKEN }) {
    const out: string[] = [];
    const err: string[] = [];
    const config = loadConfig({
      ...env,
      DATA_DIR: env.DATA_DIR ?? join(tmpdir(), 'loan-cli-none'),
    });
    const code = await runOpsCli(args, config, {
      env,
      fetch: fetchVia(t.app),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists and shows orders', async () => {
    const list = await run(['orders', 'list', '--status', '180']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^ORDER\s+STATUS\s+PRODUCT/);
    expect(list.out).toContain(DEMO_ORDER_IDS.overdue);
    const paged = await run(['orders', 'list', '--limit', '1']);
    const next = /^more: --after (\S+)$/m.exec(paged.out)?.[1];
    expect(next).toBeDefined();
    const later = await run(['orders', 'list', '--limit', '1', '--after', next!]);
    expect(later.code).toBe(0);
    expect(later.out.split('\n')[1]?.split(' ')[0]).not.toBe(
      paged.out.split('\n')[1]?.split(' ')[0],
    );
    const show = await run(['orders', 'show', DEMO_ORDER_IDS.overdue]);
    expect(show.out).toContain('status     180 (overdue)');
    expect(show.out).toContain('system:clock');
  });

  it('approves as the named operator, ticks and moves the clock', async () => {
    const approved = await run(['orders', 'approve', DEMO_ORDER_IDS.underReview, '--as', 'jose']);
    expect(approved).toMatchObject({
      code: 0,
      out: `${DEMO_ORDER_IDS.underReview}: approve done, now 151 (approved, waiting for withdrawal)`,
    });
    expect((await run(['orders', 'show', DEMO_ORDER_IDS.underReview])).out).toContain(
      'ops:token:automation/jose',
    );
    const clock = await run(['clock', 'advance', '1']);
    expect(clock.out).toBe(
      'now 2026-03-03T09:00:00.000Z (Philippine date 2026-03-03), offset 1 day(s)',
    );
    const tick = await run(['tick']);
    expect(tick.out).toMatch(/^checked \d+ order\(s\), \d+ changed/);
    expect(tick.out).toContain(`${DEMO_ORDER_IDS.due}: 174 -> 180`);
    await run(['clock', 'reset']);
  });

  it('exits 1 when the server refuses, 2 on usage errors, 3 when unreachable', async () => {
    const refused = await run(['orders', 'disburse', DEMO_ORDER_IDS.rejected]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^refused: Order PN-DEMO-021 is not approved/);
    expect((await run(['orders', 'list'], { OPS_TOKEN: 'w'.repeat(30) })).err).toBe(
      'refused: Unauthorized',
    );
    expect((await run(['orders', 'fly'])).code).toBe(2);
    expect((await run(['clock', 'advance', 'soon'])).code).toBe(2);
    expect((await run([])).code).toBe(2);

    const config = loadConfig({ OPS_TOKEN: OPS_TEST_TOKEN, PORT: '1' });
    const down = await runOpsCli(['tick'], config, {
      env: {},
      fetch: (() => Promise.reject(new Error('ECONNREFUSED'))) as typeof fetch,
      out: () => {},
      err: () => {},
    });
    expect(down).toBe(3);
  });

  it('reads the token the server wrote to DATA_DIR, and says so when there is none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'loan-cli-'));
    expect((await run(['tick'], { DATA_DIR: dataDir })).err).toMatch(/no operations token/);
    writeFileSync(join(dataDir, 'ops-token'), `${OPS_TEST_TOKEN}\n`);
    expect((await run(['tick'], { DATA_DIR: dataDir })).code).toBe(0);
  });

  it('revokes a borrower’s sessions by phone', async () => {
    const phone = uniquePhone();
    const sessionid = await logIn(t.app, phone);
    const result = await run(['users', 'revoke-sessions', phone]);
    expect(result).toMatchObject({ code: 0, out: `${phone}: 1 session(s) ended` });
    const { body } = await call(t.app, endpoints.contactKfInfo, {}, { sessionid });
    expect(body.code).toBe(BUSINESS_CODE.sessionExpired);
    expect((await run(['users', 'revoke-sessions'])).code).toBe(2);
    expect((await run(['users', 'revoke-sessions', uniquePhone()])).code).toBe(1);
  });

  it('adds an operator (printing the setup link) and a named token (printing it once)', async () => {
    const added = await run([
      'operators',
      'add',
      'Rosa.Reyes@Lender.example',
      '--role',
      'approver',
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(
      /^rosa\.reyes@lender\.example \(approver\): send this one-time setup link, valid until 2026-03-03T09:00:00\.000Z:\n {2}http:\/\/localhost:8080\/ops\/setup#[\w-]{43}$/,
    );
    expect((await run(['operators', 'add', 'x@lender.example', '--role', 'boss'])).code).toBe(1);
    expect((await run(['operators', 'add', 'x@lender.example'])).code).toBe(2);

    const token = await run(['tokens', 'add', 'collections-bot', '--role', 'collector']);
    expect(token.out).toMatch(
      /^token collections-bot \(collector\), shown once: .*\n {2}[\w-]{43}$/,
    );
    const secret = token.out.split('\n')[1]!.trim();
    expect((await run(['orders', 'list'], { OPS_TOKEN: secret })).code).toBe(0);
    const refused = await run(['orders', 'approve', DEMO_ORDER_IDS.underReview], {
      OPS_TOKEN: secret,
    });
    expect(refused.err).toBe('refused: The collector role may not do this (orders.decide)');
  });

  it("changes an operator's role, removes access, and lists orders by the start of a number", async () => {
    await run(['operators', 'add', 'ana.cruz@lender.example', '--role', 'collector']);
    const role = await run(['operators', 'role', 'ana.cruz@lender.example', '--role', 'support']);
    expect(role).toMatchObject({ code: 0, out: 'ana.cruz@lender.example: now support' });
    const removed = await run(['operators', 'remove', 'ana.cruz@lender.example']);
    expect(removed.out).toBe('ana.cruz@lender.example: access removed, 0 session(s) ended');
    const list = await run(['operators', 'list']);
    expect(list.out).toContain('ana.cruz@lender.example support access removed');
    expect((await run(['operators', 'remove', 'nobody@lender.example'])).code).toBe(2);
    expect(
      (await run(['operators', 'role', 'ana.cruz@lender.example', '--role', 'admin'])).code,
    ).toBe(1);

    const found = await run(['orders', 'list', '--q', DEMO_ORDER_IDS.settled.slice(0, -1)]);
    expect(found.out).toContain(DEMO_ORDER_IDS.settled);
  });

  it('sends the body of a change (PATCH) too', async () => {
    const code = (await run(['bind-items', 'list'])).out.split(' ')[0]!;
    const set = await run(['bind-items', 'set', code, '--title', 'GCash wallet']);
    expect(set).toMatchObject({ code: 0, out: `${code}: "GCash wallet"` });
  });

  it("prints an order's ledger, books a waiver, and reconciles every order (exit 1 on a difference)", async () => {
    const json = await run(['orders', 'ledger', DEMO_ORDER_IDS.settled, '--json']);
    expect(json.code).toBe(0);
    const ledger = JSON.parse(json.out);
    expect(Object.keys(ledger)).toEqual(['entries', 'balances']);
    expect(ledger.entries.map((e: { type: string }) => e.type)).toEqual([
      'disbursement',
      'service_fee',
      'scheduled_interest',
      'repayment',
    ]);
    expect(ledger.balances).toMatchObject({ phase: 'settled', totalOwed: 0, credit: 0 });
    expect(ledger.balances.paidTotal).toBe(ledger.entries[3].amount);
    const text = await run(['orders', 'ledger', DEMO_ORDER_IDS.settled]);
    expect(text.out).toMatch(/repayment\s+\d+\.\d{2}\s+principal/);
    expect(text.out).toContain('total owed 0.00');

    const waived = await run([
      'orders',
      'waive',
      DEMO_ORDER_IDS.overdue,
      '--amount',
      '100.00',
      '--part',
      'penalty',
      '--reason',
      'first delay, goodwill',
      '--reference',
      'cli-w-1',
    ]);
    // The default interest accrued so far is booked first, then the waiver.
    expect(waived.code).toBe(0);
    expect(waived.out).toBe(
      `${DEMO_ORDER_IDS.overdue}: default_interest 685.00, waiver 100.00; now 180`,
    );
    const noCredit = await run([
      'orders',
      'refund',
      DEMO_ORDER_IDS.overdue,
      '--amount',
      '1.00',
      '--reference',
      'cli-r-1',
    ]);
    expect(noCredit.code).toBe(1);
    expect(noCredit.err).toMatch(/^refused: The credit is ₱0\.00/);

    const clean = await run(['orders', 'reconcile']);
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.out).toMatch(
      /^checked 4 order\(s\), \d+ entries, 1 payment\(s\): 0 difference\(s\)$/,
    );
    await t.db
      .updateTable('loan_orders')
      .set((eb) => ({ paid_interest: eb('paid_interest', '-', 1) }))
      .where('public_id', '=', DEMO_ORDER_IDS.settled)
      .execute();
    const off = await run(['orders', 'reconcile']);
    expect(off.code).toBe(1);
    expect(off.out).toContain(`${DEMO_ORDER_IDS.settled}  paid: columns`);
    expect(off.out).toContain('1 difference(s)');
  });
});
