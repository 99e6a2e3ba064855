import { randomUUID } from 'node:crypto';
import { BUSINESS_CODE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatReceiptNo, nextReceiptNo } from '../../../src/modules/payments/receipt.ts';
import { insertPaymentForReceipt } from '../../../src/modules/payments/receipt-series.repository.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';

const path = `/orders/${DEMO_ORDER_IDS.overdue}/payments`;

describe('official receipt numbers', () => {
  const t = useTestApp({ env: OPS_ENV });
  const brand = () => t.app.config.brand;
  const receiptNos = async () =>
    ((await ops(t.app, 'GET', path)).body.data.payments as { receiptNo: string }[]).map(
      (p) => p.receiptNo,
    );
  const numberOf = (receiptNo: string) => {
    expect(receiptNo).toMatch(/^OR-\d{6,}$/);
    return Number(receiptNo.slice(3));
  };
  const lastIssued = async () => {
    const row = await t.db
      .selectFrom('receipt_series')
      .select('last_no')
      .where('lender', '=', brand().secRegistrationNumber)
      .executeTakeFirst();
    return Number(row?.last_no ?? 0);
  };

  it('gives 50 concurrent bookings 50 consecutive numbers, none twice', async () => {
    const before = await lastIssued();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ops(t.app, 'POST', path, { body: { amount: 100, reference: `CONC-${i}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = results.map((r) => numberOf(r.body.data.receiptNo)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
    expect(new Set(await receiptNos()).size).toBe((await receiptNos()).length);
  });

  const payment = (reference: string) => ({
    order_id: randomUUID(),
    source: 'operator' as const,
    reference,
    kind: 'instalment' as const,
    channel: 'Cash',
    amount: 100,
    penalty: 0,
    interest: 0,
    principal: 100,
    unapplied: 0,
    outstanding_after: 0,
    actor: 'test',
    paid_at: t.clock.now(),
  });
  const issuer = () => ({ lender: brand().secRegistrationNumber, prefix: 'OR-' });

  const anOrder = async () =>
    (await t.db.selectFrom('loan_orders').select('id').executeTakeFirstOrThrow()).id;
  const receiptOf = async (id: string) =>
    (await t.db.selectFrom('payments').select('receipt_no').where('id', '=', id).executeTakeFirst())
      ?.receipt_no;

  it('takes no number for a booking that rolls back', async () => {
    const before = await lastIssued();
    const order_id = await anOrder();
    let inserted = '';
    const failed = t.db.transaction().execute(async (tx) => {
      inserted = await insertPaymentForReceipt(tx, issuer(), {
        ...payment('ROLLED-BACK'),
        order_id,
      });
      throw new Error('booking refused after the payment row');
    });
    await expect(failed).rejects.toThrow('booking refused');
    expect(inserted).not.toBe('');
    expect(await receiptOf(inserted)).toBeUndefined();
    expect(await lastIssued()).toBe(before);
    const next = await ops(t.app, 'POST', path, { body: { amount: 100, reference: 'AFTER-FAIL' } });
    expect(numberOf(next.body.data.receiptNo)).toBe(before + 1);
  });

  it('numbers the payment at the commit, as the series formats it', async () => {
    const lender = 'CS202088888';
    await t.db.insertInto('receipt_series').values({ lender, last_no: 999_999 }).execute();
    const order_id = await anOrder();
    const id = await t.db.transaction().execute(async (tx) => {
      const inserted = await insertPaymentForReceipt(
        tx,
        { lender, prefix: 'X-' },
        { ...payment('SEVEN-DIGITS'), order_id },
      );
      const inside = await tx
        .selectFrom('payments')
        .select('receipt_no')
        .where('id', '=', inserted)
        .executeTakeFirstOrThrow();
      // Not yet: the series is taken only while the transaction commits.
      expect(inside.receipt_no).toBeNull();
      return inserted;
    });
    expect(await receiptOf(id)).toBe(formatReceiptNo('X-', 1_000_000));
    expect(await receiptOf(id)).toBe('X-1000000');
  });

  it('refuses a payment with neither a number nor an issuer', async () => {
    const order_id = await anOrder();
    const bare = t.db
      .insertInto('payments')
      .values({ ...payment('NO-ISSUER'), order_id })
      .execute();
    await expect(bare).rejects.toThrow(/payments_receipt_issuer/);
  });

  it('keeps the committed numbers consecutive while concurrent bookings roll back', async () => {
    const before = await lastIssued();
    const attempts = Array.from({ length: 30 }, (_, i) =>
      t.db.transaction().execute(async (tx) => {
        const receiptNo = await nextReceiptNo(tx, brand());
        if (i % 3 === 0) throw new Error('booking refused');
        return receiptNo;
      }),
    );
    const settled = await Promise.allSettled(attempts);
    const kept = settled.flatMap((s) => (s.status === 'fulfilled' ? [numberOf(s.value)] : []));
    expect(kept.sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => before + i + 1),
    );
    expect(await lastIssued()).toBe(before + 20);
  });

  it('numbers each lender on its own series with its own prefix', async () => {
    const other = { secRegistrationNumber: 'CS202099999', receiptPrefix: 'ACME-' };
    const first = await t.db.transaction().execute((tx) => nextReceiptNo(tx, other));
    const second = await t.db.transaction().execute((tx) => nextReceiptNo(tx, other));
    expect([first, second]).toEqual(['ACME-000001', 'ACME-000002']);
    expect(formatReceiptNo('OR-', 1_234_567)).toBe('OR-1234567');
  });
});

describe('the official receipt', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });

  it('names the lender and the masked borrower, and only to its own borrower', async () => {
    const booked = await ops(t.app, 'POST', path, {
      body: { amount: 12_345, reference: 'BPI-DEP-9' },
    });
    const receiptNo = booked.body.data.receiptNo as string;
    const own = await call(t.app, endpoints.repaymentReceipt, { receiptNo }, { sessionid: demo });
    const brand = t.app.config.brand;
    expect(own.body.data).toMatchObject({
      receiptNo,
      orderId: DEMO_ORDER_IDS.overdue,
      amount: 12_345,
      reference: 'BPI-DEP-9',
      issuer: {
        name: brand.companyName,
        secRegistrationNumber: brand.secRegistrationNumber,
        certificateOfAuthorityNumber: brand.certificateOfAuthorityNumber,
        address: brand.companyAddress,
      },
    });
    // The number to call is the one the order page gives (one support number).
    const page = await details(t.app, demo, DEMO_ORDER_IDS.overdue);
    expect(own.body.data?.issuer.phone).toBe(page.body.data?.telephone);
    const { allocation, amount } = own.body.data!;
    expect(allocation.penalty + allocation.interest + allocation.principal).toBe(amount);
    expect(own.body.data!.borrowerPhone).toMatch(/^\+639\*{4}\d{3}$|^\d{4}\*{4}\d{3}$/);
    expect(own.body.data!.borrowerPhone).not.toMatch(/\d{5}/);

    const stranger = await logIn(t.app);
    const foreign = await call(
      t.app,
      endpoints.repaymentReceipt,
      { receiptNo },
      { sessionid: stranger },
    );
    const missing = await call(
      t.app,
      endpoints.repaymentReceipt,
      { receiptNo: 'OR-999999' },
      { sessionid: demo },
    );
    for (const answer of [foreign, missing]) {
      expect(answer.body).toMatchObject({ code: BUSINESS_CODE.receiptNotFound, data: null });
    }
    expect(foreign.body.message).toBe(missing.body.message);
  });
});
