import { BUSINESS_CODE, DEMO_ORDER_IDS } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV } from '../../helpers/loan.ts';
import { generateCode } from '../../helpers/repayment.ts';
import { StatementLog } from '../../helpers/statement-log.ts';

const GCASH = 20001;

// A pay code's insert runs as a prepared statement: every run after the fifth on a connection
// meets a generic plan, which must still match the one-live-code index.
describe('pay codes one after another on one server', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });

  it('answers 20 codes of different amounts for one order with code 0 every time', async () => {
    const codes: string[] = [];
    for (let amount = 100; amount < 2100; amount += 100) {
      const { body } = await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.overdue,
        amount,
        channelNumber: GCASH,
      });
      expect(body.code).toBe(BUSINESS_CODE.ok);
      codes.push(body.data?.payCode ?? '');
    }
    expect(new Set(codes).size).toBe(20);
  });

  it('gives the same live code again for a repeat of the same request', async () => {
    const input = { orderId: DEMO_ORDER_IDS.overdue, amount: 300, channelNumber: GCASH };
    const first = (await generateCode(t.app, demo, input)).body.data?.payCode;
    const again = (await generateCode(t.app, demo, input)).body.data?.payCode;
    expect(again).toBe(first);
  });
});

describe('what a pay code reads and writes of the pay codes', () => {
  const log = new StatementLog();
  const t = useTestApp({ env: OPS_ENV, statementLog: log });
  const payCodeStatements = () => log.take().filter((line) => line.endsWith(' pay_codes'));

  it('looks for the live code once, then writes a new one or answers the one it found', async () => {
    const demo = await logInDemoBorrower(t.app);
    const input = { orderId: DEMO_ORDER_IDS.overdue, amount: 700, channelNumber: GCASH };
    log.take();
    const first = await generateCode(t.app, demo, input);
    expect(first.body.code).toBe(BUSINESS_CODE.ok);
    expect(payCodeStatements()).toEqual(['SelectQueryNode pay_codes', 'InsertQueryNode pay_codes']);
    const again = await generateCode(t.app, demo, input);
    expect(again.body.data?.payCode).toBe(first.body.data?.payCode);
    expect(payCodeStatements()).toEqual(['SelectQueryNode pay_codes']);
  });
});

describe("the sandbox checkout's link to the app's code page", () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  it('carries the expiry and the loan, so the page can say both', async () => {
    const demo = await logInDemoBorrower(t.app);
    const input = { orderId: DEMO_ORDER_IDS.overdue, amount: 400, channelNumber: GCASH };
    const code = (await generateCode(t.app, demo, input)).body.data!;
    const checkout = await t.app.inject({ method: 'GET', url: code.payUrl });
    const href = /href="([^"]*repaymentOfCode[^"]*)"/.exec(checkout.body)?.[1] ?? '';
    const page = new URLSearchParams(href.replaceAll('&amp;', '&').split('?')[1]);
    expect(page.get('orderId')).toBe(DEMO_ORDER_IDS.overdue);
    expect(page.get('productId')).not.toBe('');
    expect(Date.parse(page.get('expiresAt') ?? '')).toBeGreaterThan(t.app.clock.now().getTime());
  });
});
