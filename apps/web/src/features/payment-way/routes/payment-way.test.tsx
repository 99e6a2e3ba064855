import { APP_ROUTES, BUSINESS_CODE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@/lib/query/query-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter, Route, Routes, useLocation } from '@/lib/router/router.tsx';
import { clearToast } from '@/lib/toast.ts';
import { type EndpointRequest, fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { openPage } from '@/testing/render.tsx';
import { PaymentWayRoute } from './payment-way.tsx';

const QUERY = 'sessionid=s1&productId=1001&orderId=PN-TEST-180';

afterEach(async () => {
  vi.useRealTimers();
  await clearToast();
});

function OtherPage() {
  return <p>Other page {useLocation().pathname}</p>;
}

function answerWay(cards = [{ id: 'c1', bankName: 'BDO', cardNo: '**** 1234', bankCode: 'BDO' }]) {
  server.use(
    handleEndpoint(endpoints.repaymentWay, () =>
      ok(endpoints.repaymentWay, {
        orderId: 'PN-TEST-180',
        amount: 422_500,
        bankCards: cards,
        alipay: 1,
        repayToken: 'tok',
      }),
    ),
  );
}

function answerCommit() {
  const received: EndpointRequest<typeof endpoints.repaymentCommit>[] = [];
  server.use(
    handleEndpoint(endpoints.repaymentCommit, (request) => {
      received.push(request);
      return ok(endpoints.repaymentCommit, {
        repayRecordId: 'r1',
        needValid: 1,
        repayToken: 'tok',
        amount: 422_500,
        orderId: 'PN-TEST-180',
      });
    }),
  );
  return received;
}

async function openPaymentWay() {
  openPage(`${APP_ROUTES.paymentWay}?${QUERY}`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path={APP_ROUTES.paymentWay} element={<PaymentWayRoute />} />
          <Route path="*" element={<OtherPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('₱4,225.00');
}

describe('legacy payment-way flow', () => {
  it('asks for a card first: none is chosen at the start', async () => {
    answerWay();
    const received = answerCommit();
    await openPaymentWay();
    expect(screen.getByRole('radio', { name: 'BDO **** 1234' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText('Please choose the card to pay with first!'),
    ).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('commits with the chosen card, then the SMS dialog counts down 60 s before a resend', async () => {
    answerWay();
    const received = answerCommit();
    await openPaymentWay();
    await userEvent.click(screen.getByRole('radio', { name: 'BDO **** 1234' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(received[0]?.body).toMatchObject({
      cardId: 'c1',
      amount: '422500',
      orderId: 'PN-TEST-180',
      repayToken: 'tok',
      sendMsg: '1',
    });
    expect(within(dialog).getByRole('button', { name: '60s' })).toBeDisabled();
    expect(
      await within(dialog).findByRole('button', { name: '59s' }, { timeout: 2000 }),
    ).toBeDisabled();
  });

  it('refuses a code shorter than 6, names a wrong code, and returns to the order once confirmed', async () => {
    answerWay();
    answerCommit();
    let attempts = 0;
    server.use(
      handleEndpoint(endpoints.repaymentConfirm, (request) => {
        attempts += 1;
        return request.body.verifyCode === '123456'
          ? ok(endpoints.repaymentConfirm, { repayRecordId: 'r1', orderId: 'PN-TEST-180' })
          : fail(BUSINESS_CODE.wrongVerifyCode, 'Wrong or expired verification code');
      }),
    );
    await openPaymentWay();
    await userEvent.click(screen.getByRole('radio', { name: 'BDO **** 1234' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Verification code' });

    await userEvent.type(input, '12a3');
    expect(input).toHaveValue('123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Please enter a correct verification code.'),
    ).toBeInTheDocument();
    expect(attempts).toBe(0);

    await userEvent.type(input, '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wrong verification code.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.loanDetail}`)).toBeVisible();
  });

  it('Cancel closes the dialog; paying again sends a new code with a fresh countdown', async () => {
    answerWay();
    const received = answerCommit();
    await openPaymentWay();
    await userEvent.click(screen.getByRole('radio', { name: 'BDO **** 1234' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '60s' }),
    ).toBeDisabled();
    expect(received).toHaveLength(2);
  });

  it('shows the spec’s text when the card list cannot be loaded', async () => {
    server.use(handleEndpoint(endpoints.repaymentWay, () => fail(2105, 'nope')));
    openPage(`${APP_ROUTES.paymentWay}?${QUERY}`);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <PaymentWayRoute />
        </BrowserRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Could not load your saved cards.' }),
    ).toBeVisible();
  });

  it('says that binding changes the one payout account, and asks before replacing it', async () => {
    answerWay([{ id: 'c1', bankName: 'GCash', cardNo: '0917 *** 0123', bankCode: '20001' }]);
    await openPaymentWay();
    expect(screen.getByText('GCash 0917 *** 0123')).toBeVisible();
    expect(screen.queryByText('Add a card')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change payout account' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your payout account?' });
    expect(dialog).toHaveTextContent('You have one payout account: GCash 0917 *** 0123.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('₱4,225.00')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Change payout account' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Change it' }),
    );
    expect(screen.getByText(`Other page ${APP_ROUTES.bindBank}`)).toBeVisible();
  });

  it('goes straight to binding when there is no payout account yet', async () => {
    answerWay([]);
    await openPaymentWay();
    await userEvent.click(screen.getByRole('button', { name: 'Add a payout account' }));
    expect(screen.getByText(`Other page ${APP_ROUTES.bindBank}`)).toBeVisible();
  });
});
