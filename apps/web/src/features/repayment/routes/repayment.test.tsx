import { APP_ROUTES, PAY_CODE_IS_DELAY, PAY_CODE_IS_INSTALMENT } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocaleTexts } from '@/lib/i18n/catalogue.ts';
import { setLocale } from '@/lib/i18n/locale.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { clearToast } from '@/lib/toast.ts';
import { type EndpointRequest, fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRepaymentPage } from '../testing/render-repayment-page.tsx';
import {
  delayOf,
  instalmentOf,
  ORDER_ID,
  ORDER_QUERY,
  PAY_BOX,
  PRODUCT_ID,
} from '../testing/repayment-fixture.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await clearToast();
});

function answerPayCode(payUrl = '/api/payments/sandbox/checkout/PN1') {
  const received: EndpointRequest<typeof endpoints.generateVcode>[] = [];
  server.use(
    handleEndpoint(endpoints.generateVcode, (request) => {
      received.push(request);
      return ok(endpoints.generateVcode, {
        payUrl,
        payCode: 'PN1',
        amount: request.body.amount,
        expiresAt: '2026-11-24T00:00:00.000Z',
      });
    }),
  );
  return received;
}

async function openInstalment(overrides: Parameters<typeof instalmentOf>[0] = {}) {
  server.use(
    handleEndpoint(endpoints.installmentDetail, () =>
      ok(endpoints.installmentDetail, instalmentOf(overrides)),
    ),
  );
  renderRepaymentPage(`${APP_ROUTES.repayment}?${ORDER_QUERY}`);
  await screen.findByText('₱5,455.00');
}

describe('instalment repayment page', () => {
  it('shows the amount, date and product, and folds the detail rows to two', async () => {
    await openInstalment();
    expect(screen.getByText('Repayment date: 2026-11-23')).toBeVisible();
    expect(screen.getByText('PesoNow Flex')).toBeVisible();
    expect(screen.getByText('Loan amount')).toBeVisible();
    expect(screen.queryByText('Principal left')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText('Principal left')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'hide' }));
    expect(screen.queryByText('Principal left')).not.toBeInTheDocument();
  });

  it('with nothing payable shows the next payment and its date, and no Payment button', async () => {
    await openInstalment({
      repayAmount: 0,
      isShowReyTop: 0,
      noticeMsg: 'Nothing is due yet. Your next payment of ₱5,455.00 is due on 2026-11-23.',
    });
    expect(screen.getByText('Next payment')).toBeVisible();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
    expect(screen.queryByText('₱0.00')).not.toBeInTheDocument();
    expect(screen.getByText('Repayment date: 2026-11-23')).toBeVisible();
    expect(screen.getByText(/Nothing is due yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with a saved card' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payments and receipts' })).toBeVisible();
  });

  it('shows the instructions banner only when isShowReyTop is 1', async () => {
    await openInstalment({ isShowReyTop: 0 });
    expect(screen.queryByRole('link', { name: /How to pay/ })).not.toBeInTheDocument();
  });

  it('links the instructions banner to the payment-channel guide', async () => {
    await openInstalment();
    await userEvent.click(screen.getByRole('link', { name: /How to pay/ }));
    expect(screen.getByText(`Other page ${APP_ROUTES.repaymentInstructions}`)).toBeVisible();
  });

  it('pays through the first channel by default: a pay code, then its pay URL', async () => {
    const received = answerPayCode();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    await openInstalment();
    expect(screen.getByRole('button', { name: /Payment Method/ })).toHaveTextContent('GCash');
    await userEvent.click(screen.getByRole('button', { name: 'Payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(received[0]?.body).toEqual({
      productId: PRODUCT_ID,
      orderId: ORDER_ID,
      amount: 545_500,
      isDelay: PAY_CODE_IS_INSTALMENT,
      channelNumber: 20001,
    });
    // The development sandbox's checkout is this server's own: it gets the session to hand back
    // to the app's code page (decision 0082).
    const opened = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(`${opened.origin}${opened.pathname}`).toBe(
      `${window.location.origin}/api/payments/sandbox/checkout/PN1`,
    );
    expect(opened.searchParams.get('sessionid')).toBe('s1');
  });

  it('pays through the channel chosen in the Payment Method popup', async () => {
    const received = answerPayCode();
    vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    await openInstalment();
    await userEvent.click(screen.getByRole('button', { name: /Payment Method/ }));
    const popup = screen.getByRole('dialog', { name: 'Payment Method' });
    expect(within(popup).getByRole('radio', { name: 'GCash' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(popup).getByRole('radio', { name: '7-Eleven' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Payment' }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body.channelNumber).toBe(20101);
  });

  it('never leaves for a pay URL the redirect guard refuses', async () => {
    answerPayCode('javascript:alert(1)');
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    await openInstalment();
    await userEvent.click(screen.getByRole('button', { name: 'Payment' }));
    expect(await screen.findByText(/payment page cannot be opened/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens /repaymentOfCode2 from the default pay box, with the info stored for it', async () => {
    await openInstalment({ defDetail: PAY_BOX });
    await userEvent.click(await screen.findByRole('button', { name: /PN123456789012/ }));
    // The pay code is labelled as what it is; the contract number is the loan's own.
    expect(await screen.findByRole('button', { name: 'Copy Pay code' })).toBeVisible();
    expect(screen.getByText('PN123456789012')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Contract number' })).toBeVisible();
    expect(screen.getByText(ORDER_ID)).toBeVisible();
    expect(screen.getByText('₱5,455.00')).toBeVisible();
    expect(screen.getByText('Quote the code.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to my order' }));
    expect(screen.getByText(`Other page ${APP_ROUTES.loanDetail}`)).toBeVisible();
  });

  it('says why a refused order cannot be paid and leads back to it', async () => {
    server.use(
      handleEndpoint(endpoints.installmentDetail, () =>
        fail(2103, 'Nothing is due on this loan yet'),
      ),
    );
    renderRepaymentPage(`${APP_ROUTES.repayment}?${ORDER_QUERY}`);
    expect(
      await screen.findByRole('heading', { name: 'This repayment cannot be opened' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my order' }));
    expect(screen.getByText(`Other page ${APP_ROUTES.loanDetail}`)).toBeVisible();
  });
});

describe('delay repayment page', () => {
  it('shows the delay title, amount, next date and plan, and asks for a rollover code', async () => {
    const received = answerPayCode();
    vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    server.use(handleEndpoint(endpoints.delayDetail, () => ok(endpoints.delayDetail, delayOf())));
    renderRepaymentPage(`${APP_ROUTES.repaymentDelay}?${ORDER_QUERY}`);
    expect(await screen.findByRole('heading', { name: 'Extend by 91 days' })).toBeVisible();
    expect(screen.getByText('₱455.00')).toBeVisible();
    expect(screen.getByText('Your next payment date is 2027-02-22')).toBeVisible();
    expect(screen.getByText('Instalment 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Payment' }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ amount: 45_500, isDelay: PAY_CODE_IS_DELAY });
  });

  it('with nothing to pay, confirms the rollover instead of asking for a ₱0 pay code', async () => {
    const codes = answerPayCode();
    const confirmed: EndpointRequest<typeof endpoints.confirmRollover>[] = [];
    server.use(
      handleEndpoint(endpoints.delayDetail, () =>
        ok(endpoints.delayDetail, {
          ...delayOf(),
          noticeMsg: 'Your interest and penalties so far are paid: nothing to pay now.',
          delayInfo: { delayAmount: 0, title: 'Extend by 91 days' },
        }),
      ),
      handleEndpoint(endpoints.confirmRollover, (request) => {
        confirmed.push(request);
        return ok(endpoints.confirmRollover, { orderStatus: 170, repayDate: '2027-02-22' });
      }),
    );
    renderRepaymentPage(`${APP_ROUTES.repaymentDelay}?${ORDER_QUERY}`);
    await screen.findByRole('heading', { name: 'Extend by 91 days' });
    expect(screen.queryByRole('button', { name: 'Payment' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the rollover' }));
    await vi.waitFor(() => expect(confirmed).toHaveLength(1));
    expect(confirmed[0]?.body).toEqual({ productId: PRODUCT_ID, orderId: ORDER_ID });
    expect(
      await screen.findByText('Done: your next payment date is 2027-02-22.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    // Nothing more to do here: the order page takes the borrower on.
    await vi.waitFor(() => expect(window.location.pathname).toBe(APP_ROUTES.loanDetail));
    expect(new URLSearchParams(window.location.search).get('orderId')).toBe(ORDER_ID);
    expect(codes).toHaveLength(0);
  });
});

describe('repayment code pages', () => {
  // The codes below are payable until 2026-11-25 PHT (and one until the 26th): it is the 25th.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T01:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('/repaymentOfCode with showType 1 shows the amount and a copyable code', async () => {
    renderRepaymentPage(
      `${APP_ROUTES.repaymentOfCode}?showType=1&payCode=PN42&payCodeImg=%2Fapi%2Fassets%2Fchannel-7eleven.svg&repayAmount=545500`,
    );
    expect(await screen.findByText('₱5,455.00')).toBeVisible();
    expect(await screen.findByText('PN42')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Repayment code' })).toBeVisible();
    expect(document.querySelector('img[src="/api/assets/channel-7eleven.svg"]')).not.toBeNull();
  });

  it('/repaymentOfCode says until when the code is payable in Philippine time and leads back to the loan', async () => {
    const query = new URLSearchParams({
      showType: '1',
      payCode: 'PN42',
      repayAmount: '545500',
      expiresAt: '2026-11-25T09:54:00.000Z',
      productId: PRODUCT_ID,
      orderId: ORDER_ID,
    });
    renderRepaymentPage(`${APP_ROUTES.repaymentOfCode}?${query}`);
    expect(
      await screen.findByText(
        'Pay before 2026-11-25 17:54:00 PHT. After that, ask for a new code.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to my order' }));
    expect(screen.getByText(`Other page ${APP_ROUTES.loanDetail}`)).toBeVisible();
  });

  it.each([
    ['loan', 'This amount clears your loan.'],
    ['rollover', 'This amount rolls your loan over.'],
    ['instalments:1:1:2', 'This amount pays instalment 1 of 2.'],
    ['instalments:1:3:4', 'This amount pays instalments 1 to 3 of 4.'],
    ['part:127275', 'This amount pays part of your loan: ₱1,272.75 will remain.'],
  ])('/repaymentOfCode with clears=%s says what the amount does', async (clears, said) => {
    const query = new URLSearchParams({
      showType: '1',
      payCode: 'PN42',
      repayAmount: '545500',
      expiresAt: '2026-11-25T16:00:00.000Z',
      clears,
    });
    renderRepaymentPage(`${APP_ROUTES.repaymentOfCode}?${query}`);
    expect(await screen.findByText(said)).toBeVisible();
    expect(
      screen.getByText('Pay before 2026-11-26 00:00:00 PHT. After that, ask for a new code.'),
    ).toBeVisible();
  });

  it.each(['part:-1', 'instalments:3:1:2', 'loan:1', 'soon', 'part:1.5'])(
    '/repaymentOfCode with clears=%s says nothing of it',
    async (clears) => {
      renderRepaymentPage(
        `${APP_ROUTES.repaymentOfCode}?showType=1&payCode=PN42&repayAmount=100&clears=${clears}`,
      );
      await screen.findByText('PN42');
      expect(screen.queryByText(/This amount/)).toBeNull();
    },
  );

  describe('for a Filipino reader', () => {
    beforeAll(() => loadLocaleTexts('fil'));
    beforeEach(() => setLocale('fil'));
    afterEach(() => setLocale('en'));

    it('/repaymentOfCode says in Filipino what the amount clears and until when', async () => {
      const query = new URLSearchParams({
        showType: '1',
        payCode: 'PN42',
        repayAmount: '545500',
        expiresAt: '2026-11-25T16:00:00.000Z',
        clears: 'loan',
      });
      renderRepaymentPage(`${APP_ROUTES.repaymentOfCode}?${query}`);
      expect(
        await screen.findByText('Bayad na nang buo ang loan mo sa halagang ito.'),
      ).toBeVisible();
      expect(screen.getByText(/^Magbayad bago mag-2026-11-26 00:00:00 PHT/)).toBeVisible();
    });
  });

  it('/repaymentOfCode past its deadline says the code can no longer be used, and shows no code', async () => {
    vi.setSystemTime(new Date('2026-11-26T00:30:00.000Z'));
    const query = new URLSearchParams({
      showType: '1',
      payCode: 'PN42',
      repayAmount: '545500',
      expiresAt: '2026-11-25T16:00:00.000Z',
      clears: 'loan',
      productId: PRODUCT_ID,
      orderId: ORDER_ID,
    });
    renderRepaymentPage(`${APP_ROUTES.repaymentOfCode}?${query}`);
    expect(await screen.findByText('This code can no longer be used')).toBeVisible();
    expect(
      screen.getByText(
        'It was payable until 2026-11-26 00:00:00 PHT. Get a new code from your repayment page for what your loan owes now.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('PN42')).toBeNull();
    expect(screen.queryByText('₱5,455.00')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my order' })).toBeVisible();
  });

  it('/repaymentOfCode otherwise shows a QR code with the five scan-and-pay tips', async () => {
    renderRepaymentPage(
      `${APP_ROUTES.repaymentOfCode}?showType=2&payCode=https%3A%2F%2Fpay.example%2Fx&repayAmount=100`,
    );
    expect(await screen.findByRole('img', { name: 'QR code to pay ₱1.00' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('/repaymentOfCode shows no image from a host the guard refuses', async () => {
    renderRepaymentPage(
      `${APP_ROUTES.repaymentOfCode}?showType=1&payCode=PN42&payCodeImg=https%3A%2F%2Fevil.example%2Fx.png&repayAmount=1`,
    );
    await screen.findByText('PN42');
    expect(document.querySelector('img[src*="evil"]')).toBeNull();
  });

  it('/repaymentOfCode2 without stored info says where to start', async () => {
    renderRepaymentPage(APP_ROUTES.repaymentOfCode2);
    expect(await screen.findByText(/No repayment details are saved/)).toBeVisible();
  });
});
