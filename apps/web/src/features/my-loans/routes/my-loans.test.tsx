import { APP_ROUTES, BUSINESS_CODE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToast } from '@/lib/toast.ts';
import { type EndpointRequest, fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge } from '@/testing/render.tsx';
import { renderRoutes } from '@/testing/render-routes.tsx';
import type { MyLoans } from '../api/get-my-loans.ts';
import { myLoansMessages as text } from '../messages.ts';
import { MyLoansRoute } from './my-loans.tsx';

// A phone far from Manila: times must still show in Philippine time.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
let uninstallBridge: (() => void) | undefined;
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

const SESSION = 'session-1';

const home: MyLoans = {
  current: {
    orderId: 'PN-TEST-174',
    productId: '1001',
    productName: 'PesoNow Flex',
    orderStatus: 174,
    nextDueDate: '2026-11-25',
    nextAmount: 545_500,
    amountDue: 545_500,
    payable: 545_500,
    outstanding: 545_500,
    credit: 0,
  },
  payoutAccount: 'GCash 0917****567',
  loans: [
    {
      orderId: 'PN-TEST-174',
      productId: '1001',
      productName: 'PesoNow Flex',
      orderStatus: 174,
      principal: 500_000,
      appliedOn: '2026-08-25',
      released: true,
      credit: 0,
    },
    {
      orderId: 'PN-TEST-200',
      productId: '1001',
      productName: 'PesoNow Flex',
      orderStatus: 200,
      principal: 300_000,
      credit: 445_500,
      appliedOn: '2026-02-01',
      released: true,
    },
  ],
  payments: [
    {
      receiptNo: 'RC000000000042',
      orderId: 'PN-TEST-200',
      amount: 327_300,
      kind: 'instalment',
      allocation: {
        penalty: 0,
        defaultInterest: 0,
        interest: 27_300,
        principal: 300_000,
        unapplied: 0,
      },
      channel: 'GCash',
      reversedAt: null,
      reference: 'PN000000000042',
      paidAt: '2026-05-02T09:54:00.000Z',
      outstandingAfter: 0,
      owedNow: null,
      creditRefunded: 0,
      creditApplied: 0,
      creditUsed: 0,
    },
  ],
  messages: [
    {
      id: '6f1c1f3e-4d4a-4f53-9d55-1b7b0c9d0a01',
      title: 'Payment due today',
      body: 'Please pay ₱5,455.00 for loan PN-TEST-174 today to keep a good record.',
      createdAt: '2026-11-25T00:05:00.000Z',
      read: false,
      orderId: 'PN-TEST-174',
      link: null,
    },
    {
      id: '6f1c1f3e-4d4a-4f53-9d55-1b7b0c9d0a02',
      title: 'Payment due in 3 days',
      body: 'Your payment of ₱5,455.00 for loan PN-TEST-174 is due on 2026-11-25.',
      createdAt: '2026-11-22T00:05:00.000Z',
      read: true,
      orderId: 'PN-TEST-174',
      link: null,
    },
  ],
  unread: 1,
  reminderSms: true,
};

function answer(data: MyLoans = home) {
  const read: EndpointRequest<typeof endpoints.messagesRead>[] = [];
  server.use(
    handleEndpoint(endpoints.myLoans, () => ok(endpoints.myLoans, data)),
    handleEndpoint(endpoints.messagesRead, (request) => {
      read.push(request);
      return ok(endpoints.messagesRead, { read: request.body.ids.length });
    }),
  );
  return read;
}

function openMyLoans() {
  return renderRoutes(`${APP_ROUTES.myLoans}?sessionid=${SESSION}`, {
    [APP_ROUTES.myLoans]: MyLoansRoute,
  });
}

const current = () => screen.getByRole('region', { name: text.current });

describe('My loans', () => {
  it('shows the current loan with its next due date and amount, and Repay opens its repayment', async () => {
    answer();
    openMyLoans();
    expect(await screen.findByRole('heading', { name: text.current })).toBeVisible();
    const card = within(current());
    expect(card.getByText(text.status[174] ?? '')).toBeVisible();
    expect(card.getByText(text.nextDue).nextElementSibling).toHaveTextContent('2026-11-25');
    expect(card.getByText(text.nextAmount).nextElementSibling).toHaveTextContent('₱5,455.00');
    const repay = card.getByRole('link', { name: text.repay });
    const target = new URL(repay.getAttribute('href') ?? '', window.location.origin);
    expect(target.pathname).toBe(APP_ROUTES.repayment);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      productId: '1001',
      orderId: 'PN-TEST-174',
      sessionid: SESSION,
    });
    await userEvent.click(repay);
    expect(await screen.findByText(`Other page ${APP_ROUTES.repayment}`)).toBeVisible();
  });

  it('shows no Repay at ₱0.00: when the next payment falls due instead, and a credit', async () => {
    answer({
      ...home,
      current: { ...home.current!, orderStatus: 170, amountDue: 0, payable: 0, credit: 0 },
    });
    openMyLoans();
    const card = within(await screen.findByRole('region', { name: text.current }));
    expect(card.queryByRole('link', { name: text.repay })).toBeNull();
    expect(card.getByText(text.nothingDueUntil('2026-11-25'))).toBeVisible();
    expect(card.queryByText(text.amountDue)).toBeNull();
    // The paid-off loan that was overpaid shows the borrower's credit in the list.
    expect(screen.getByText(text.creditOf('₱4,455.00'))).toBeVisible();
  });

  it('shows the payout account, every loan and every payment with its receipt in Philippine time', async () => {
    answer();
    openMyLoans();
    expect(await screen.findByText('GCash 0917****567')).toBeVisible();
    // The order id names the loan in the loan list, and the payment's loan in the payment list.
    const loan = screen
      .getAllByText('PN-TEST-200')
      .map((element) => element.closest('a'))
      .find((link) => link?.getAttribute('href')?.startsWith(APP_ROUTES.loanDetail));
    expect(loan).toHaveTextContent(text.status[200] ?? '');
    expect(loan?.getAttribute('href')).toContain(`${APP_ROUTES.loanDetail}?productId=1001`);
    const receipt = screen.getByText(text.receipt('RC000000000042')).closest('a');
    expect(receipt).toHaveTextContent('2026-05-02 17:54:00 PHT');
    expect(receipt?.getAttribute('href')).toBe(
      `${APP_ROUTES.repaymentReceipt}?receiptNo=RC000000000042&sessionid=${SESSION}`,
    );
  });

  it('shows the messages newest first, marks the unread ones and then counts them read', async () => {
    const read = answer();
    openMyLoans();
    expect(await screen.findByText(text.unread(1))).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([`${text.newMark}Payment due today`, 'Payment due in 3 days']);
    expect(screen.getByText('2026-11-25 08:05:00 PHT')).toBeVisible();
    await vi.waitFor(() =>
      expect(read.map((request) => request.body)).toEqual([{ ids: [home.messages[0]?.id] }]),
    );
  });

  it('switches the SMS of the reminders before the due date off and on, and says what always comes', async () => {
    answer({
      ...home,
      messages: [
        {
          id: '6f1c1f3e-4d4a-4f53-9d55-1b7b0c9d0a03',
          title: 'Reply to your complaint',
          body: 'Customer service replied to your complaint CP-7.',
          createdAt: '2026-11-25T01:00:00.000Z',
          read: true,
          orderId: null,
          link: `${APP_ROUTES.complaintDetail}?problemId=CP-7`,
        },
      ],
    });
    const saved: boolean[] = [];
    let refuse = false;
    server.use(
      handleEndpoint(endpoints.messageSettings, (request) => {
        if (refuse) return fail(BUSINESS_CODE.invalidRequest, 'Not saved');
        saved.push(request.body.reminderSms);
        return ok(endpoints.messageSettings, request.body);
      }),
    );
    openMyLoans();
    const toggle = await screen.findByRole('switch', { name: new RegExp(text.reminderSms) });
    expect(toggle).toBeChecked();
    expect(screen.getByText(text.reminderSmsHint)).toBeVisible();
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(saved).toEqual([false]));
    expect(toggle).not.toBeChecked();
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(saved).toEqual([false, true]));
    expect(toggle).toBeChecked();
    // Not saved: the switch goes back to what the server keeps.
    refuse = true;
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(saved).toEqual([false, true]);
    const open = screen.getByRole('link', { name: text.openMessage });
    expect(open.getAttribute('href')).toBe(
      `${APP_ROUTES.complaintDetail}?problemId=CP-7&sessionid=${SESSION}`,
    );
  });

  it('says so when there is nothing yet', async () => {
    answer({
      ...home,
      current: null,
      payoutAccount: null,
      loans: [],
      payments: [],
      messages: [],
      unread: 0,
    });
    openMyLoans();
    expect(await screen.findByText(text.noCurrent)).toBeVisible();
    expect(screen.getByText(text.noLoans)).toBeVisible();
    expect(screen.getByText(text.noPayments)).toBeVisible();
    expect(screen.getByText(text.noMessages)).toBeVisible();
    expect(screen.getByText(text.noPayoutAccount)).toBeVisible();
  });

  it('sends the borrower to sign in when the session has ended', async () => {
    const goLogin = vi.fn();
    uninstallBridge = installIosBridge({ goLogin: { postMessage: goLogin } });
    server.use(
      handleEndpoint(endpoints.myLoans, () =>
        fail(BUSINESS_CODE.sessionExpired, 'Please log in again'),
      ),
    );
    openMyLoans();
    expect(await screen.findByText(text.notOpened)).toBeVisible();
    expect(goLogin).toHaveBeenCalledOnce();
  });
});
