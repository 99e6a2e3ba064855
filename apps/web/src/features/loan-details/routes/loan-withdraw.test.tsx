import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocation } from '@/lib/page-location.ts';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import {
  loanDetailsOf,
  ORDER_ID,
  ORDER_QUERY,
  PRODUCT_ID,
} from '../testing/loan-details-fixture.ts';
import { answerLoanDetails, renderOrderPage } from '../testing/render-order-page.tsx';

const PAGE = `${APP_ROUTES.loanWithdraw}?${ORDER_QUERY}`;

afterEach(async () => {
  await clearToast();
});

function answerWithdraw(reply: () => ReturnType<typeof fail> | null = () => null) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  server.use(
    handleEndpoint(endpoints.loanWithdraw, async ({ body, request }) => {
      requests.push(request);
      bodies.push(body);
      return reply() ?? ok(endpoints.loanWithdraw, { orderStatus: 170 });
    }),
  );
  return { requests, bodies };
}

async function openApprovedOrder() {
  answerLoanDetails(
    loanDetailsOf({
      orderStatus: 151,
      noticeStatusText: 'Approved',
      h5Url: `${APP_ROUTES.loanWithdraw}?productId=${PRODUCT_ID}&orderId=${ORDER_ID}`,
    }),
  );
  renderOrderPage(PAGE);
  return screen.findByRole('button', { name: 'Confirm withdrawal' });
}

describe('withdraw page', () => {
  it('shows what the borrower accepts', async () => {
    await openApprovedOrder();
    expect(screen.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
    expect(screen.getByText('PesoNow Cash')).toBeVisible();
    expect(screen.getByText('Loan amount')).toBeVisible();
    expect(screen.getByText('₱5,000.00')).toBeVisible();
  });

  it('withdraws, then replaces itself with the order details', async () => {
    const user = userEvent.setup();
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    const { bodies, requests } = answerWithdraw();
    await user.click(await openApprovedOrder());

    await waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ orderId: ORDER_ID }]);
    expect(requests[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const target = new URL(replace.mock.calls[0]?.[0] ?? '', window.location.origin);
    expect(target.pathname).toBe(APP_ROUTES.loanDetail);
    expect(target.searchParams.get('productId')).toBe(PRODUCT_ID);
    expect(target.searchParams.get('orderId')).toBe(ORDER_ID);
    expect(target.searchParams.get('sessionid')).toBe('s1');
  });

  it('sends once when tapped twice', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    const { bodies } = answerWithdraw();
    const button = await openApprovedOrder();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(bodies).toHaveLength(1);
  });

  it('stays, ready for another try, when the server refuses', async () => {
    const user = userEvent.setup();
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    const { bodies } = answerWithdraw(() => fail(2004, 'Please try again later'));
    const button = await openApprovedOrder();
    await user.click(button);
    expect(await screen.findByText('Please try again later')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks for the payout account first when there is none', async () => {
    const user = userEvent.setup();
    const { bodies } = answerWithdraw();
    answerLoanDetails(loanDetailsOf({ orderStatus: 151, h5Url: '', cardNeedPop: 1 }));
    renderOrderPage(PAGE);
    expect(
      await screen.findByText('Add the account we send the money to, then accept the loan.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm withdrawal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go and bind the card' }));
    expect(window.location.pathname).toBe(APP_ROUTES.bindBank);
    expect(new URLSearchParams(window.location.search).get('source')).toBe('loanDetail');
    expect(bodies).toHaveLength(0);
  });

  it.each([
    { case: 'disbursed', details: { orderStatus: 170 } },
    { case: 'already accepted', details: { orderStatus: 151, h5Url: '' } },
  ])('offers the way back when nothing waits ($case)', async ({ details }) => {
    const user = userEvent.setup();
    answerLoanDetails(loanDetailsOf(details));
    renderOrderPage(PAGE);
    expect(await screen.findByText('This loan has no withdrawal waiting.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm withdrawal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to order details' }));
    expect(await screen.findByRole('heading', { name: 'Loan disbursed' })).toBeVisible();
    expect(window.location.pathname).toBe(APP_ROUTES.loanDetail);
  });
});
