import { BUSINESS_CODE, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { buildTestApp, useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower } from '../../helpers/loan.ts';

describe('loan confirm (v3)', () => {
  const t = useTestApp();
  const confirm = (sessionid: string, productId = DEMO_PRODUCT_ID) =>
    call(t.app, endpoints.loanDetailConfirm, { productId }, { sessionid });

  it("answers today's offer of the product's default amount, computed by the engine", async () => {
    const sessionid = await logInDemoBorrower(t.app);
    const { body } = await confirm(sessionid);
    expect(body.code).toBe(0);
    // Released today (2026-03-02, Philippine date): ₱5,000 for 91 days, 0.1 %/day, fee 5 %.
    expect(body.data).toEqual({
      amount: 500_000,
      periods: 91,
      termUnit: 'day',
      details: [
        { text: 'Loan amount', value: '₱5,000.00' },
        { text: 'Loan term', value: '91 days' },
        { text: 'Service fee', value: '₱250.00' },
        { text: 'Amount you receive', value: '₱4,750.00' },
        { text: 'Interest', value: '₱455.00' },
        { text: 'Total repayable', value: '₱5,455.00' },
        { text: 'Due date', value: '2026-06-01' },
        { text: 'Effective annual rate', value: expect.stringMatching(/^\d+(\.\d+)?%$/) },
      ],
      repay_plans: [{ amount: 545_500, pay_time: '2026-06-01' }],
      firstPayTime: '2026-06-01',
      firstPeriodDay: 91,
      pRateDsc: 'Interest 0.1% per day, service fee 5%',
      sendSms: 1,
      isPopType: 1,
      popTitle: 'Your loan is almost ready',
      popContent: expect.any(String),
      // The demo borrower has borrowed before: no first-loan agreement popup.
      popAgreementUrl: '',
      comProductLogo: '/api/assets/logo-pesonow-flex.svg',
      comProductName: 'PesoNow Flex',
      // The demo borrower has an overdue loan: told here, before applying.
      applyBlockedMessage:
        'You have an overdue loan. Please repay it first: you can apply again once it is paid.',
    });
  });

  it('tells nothing in the way to a borrower without an overdue loan', async () => {
    const sessionid = await logIn(t.app);
    expect((await confirm(sessionid)).body.data!.applyBlockedMessage).toBe('');
  });

  it('shows the agreement popup before a first loan, on products that ask for it', async () => {
    const sessionid = await logIn(t.app);
    const { body } = await confirm(sessionid);
    expect(body.data!.popAgreementUrl).toMatch(/^\/api\/h5\/contract\/page\/[\w-]{40,}$/);
    expect((await confirm(sessionid, '1002')).body.data!.popAgreementUrl).toBe('');
  });

  it('shows instalment plans with their due dates', async () => {
    const sessionid = await logIn(t.app);
    const { body } = await confirm(sessionid, '1002');
    expect(body.data!.periods).toBe(120);
    expect(body.data!.firstPeriodDay).toBe(30);
    expect(body.data!.repay_plans.map((plan) => plan.pay_time)).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-05-31',
      '2026-06-30',
    ]);
    expect(body.data!.isPopType).toBe(0);
    expect(body.data!.popTitle).toBe('');
  });

  it('shows the peso or the rupee sign as the brand says', async () => {
    const rupee = await buildTestApp({ db: t.db, env: { BRAND_CURRENCY_PARAMETER: '1' } });
    try {
      const sessionid = await logIn(rupee);
      const { body } = await call(
        rupee,
        endpoints.loanDetailConfirm,
        { productId: DEMO_PRODUCT_ID },
        { sessionid },
      );
      expect(body.data!.details[0]).toEqual({ text: 'Loan amount', value: '₹5,000.00' });
    } finally {
      await rupee.close();
    }
  });

  it('refuses an unknown product, and a caller without a session', async () => {
    const sessionid = await logIn(t.app);
    expect((await confirm(sessionid, 'nope')).body).toEqual({
      code: BUSINESS_CODE.productNotFound,
      data: null,
      message: 'This loan product is not available',
    });
    expect((await confirm('')).body.code).toBe(BUSINESS_CODE.sessionExpired);
  });
});
