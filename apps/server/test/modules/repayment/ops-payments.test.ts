import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS_CODE, DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { runOpsCli } from '../../../src/modules/ops/ops-cli.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, OPS_TEST_TOKEN, ops } from '../../helpers/loan.ts';

function fetchVia(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init?.headers as Record<string, string>,
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    return new Response(response.body, { status: response.statusCode });
  }) as typeof fetch;
}

describe('payments recorded by operators', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const payable = async () => {
    const { body } = await call(
      t.app,
      endpoints.installmentDetail,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.overdue },
      { sessionid: demo },
    );
    return body.data!.repayAmount;
  };
  const path = `/orders/${DEMO_ORDER_IDS.overdue}/payments`;
  const countPayments = async () => (await ops(t.app, 'GET', path)).body.data.payments.length;

  it('books a payment once per reference, with the operator in the order history', async () => {
    const before = await payable();
    const body = { amount: 10_000, reference: 'BDO-DEP-0001' };
    const first = await ops(t.app, 'POST', path, { body, operator: 'maria' });
    expect(first.body.data).toMatchObject({
      amount: 10_000,
      source: 'operator',
      actor: 'ops:token:automation/maria',
      reference: 'BDO-DEP-0001',
    });
    const again = await ops(t.app, 'POST', path, { body, operator: 'maria' });
    expect(again.body.data.receiptNo).toBe(first.body.data.receiptNo);
    const reused = await ops(t.app, 'POST', path, { body: { ...body, amount: 20_000 } });
    expect(reused.statusCode).toBe(409);
    expect(await countPayments()).toBe(1);
    expect(await payable()).toBe(before - 10_000);
    const order = await ops(t.app, 'GET', `/orders/${DEMO_ORDER_IDS.overdue}`);
    expect(order.body.data.events.at(-1)).toMatchObject({
      actor: 'ops:token:automation/maria',
      note: expect.stringContaining('(ref BDO-DEP-0001)'),
    });
  });

  it('refuses a missing reference or more than is payable, writing nothing', async () => {
    const noReference = await ops(t.app, 'POST', path, { body: { amount: 100 } });
    expect(noReference.statusCode).toBe(400);
    const tooMuch = await ops(t.app, 'POST', path, {
      body: { amount: (await payable()) + 1, reference: 'BDO-DEP-0002' },
    });
    expect(tooMuch.body.code).toBe(BUSINESS_CODE.amountNotPayable);
    const unknown = await ops(t.app, 'POST', '/orders/PN-NOPE/payments', {
      body: { amount: 100, reference: 'X-1' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countPayments()).toBe(1);
  });

  it('lists and records payments from the CLI', async () => {
    const env = { OPS_TOKEN: OPS_TEST_TOKEN };
    const config = loadConfig({ ...env, DATA_DIR: join(tmpdir(), 'loan-cli-none') });
    const out: string[] = [];
    const io = { env, fetch: fetchVia(t.app), out: (l: string) => out.push(l), err: () => {} };
    const args = ['payments', 'record', DEMO_ORDER_IDS.overdue, '--amount', '50.00'];
    expect(await runOpsCli([...args, '--reference', 'GCASH-77', '--as', 'jo'], config, io)).toBe(0);
    expect(await runOpsCli(['payments', 'list', DEMO_ORDER_IDS.overdue], config, io)).toBe(0);
    expect(await runOpsCli(args, config, io)).toBe(2);
    const text = out.join('\n');
    expect(text).toMatch(/instalment payment 50\.00 booked, receipt OR-\d{6}/);
    expect(text).toContain('operator/ops:token:automation/jo  ref GCASH-77');
    expect(text).toContain('ref BDO-DEP-0001');
  });
});
