import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import { ORDER_ID, ORDER_QUERY } from '../testing/repayment-fixture.ts';
import { RepaymentHistoryRoute } from './repayment-history.tsx';
import { RepaymentReceiptRoute } from './repayment-receipt.tsx';

// The phone is set to a zone far from Manila: what it shows must still be Philippine time.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const receipt = {
  receiptNo: 'OR-000042',
  orderId: ORDER_ID,
  amount: 545_500,
  kind: 'instalment' as const,
  allocation: {
    penalty: 0,
    defaultInterest: 0,
    interest: 45_500,
    principal: 500_000,
    unapplied: 0,
  },
  channel: 'GCash',
  reference: 'PN000000000042',
  // 17:54 in Manila; still the day before in New York.
  paidAt: '2026-11-25T09:54:00.000Z',
  outstandingAfter: 0,
  reversedAt: null,
  owedNow: null,
  creditRefunded: 0,
  creditApplied: 0,
  creditUsed: 0,
};

const officialReceipt = {
  ...receipt,
  issuer: {
    name: 'Acme Lending Corporation',
    secRegistrationNumber: 'CS201954321',
    certificateOfAuthorityNumber: '3999',
    address: 'Makati City',
    email: 'hi@acme.test',
    phone: '+63 2 8123 4567',
  },
  borrowerPhone: '+639****567',
  owedNow: 0,
};

function openHistory(
  reversedAt: string | null = null,
  owedNow = 0,
  credit: Pick<typeof receipt, 'allocation' | 'creditRefunded'> = receipt,
) {
  server.use(
    handleEndpoint(endpoints.repaymentHistory, () =>
      ok(endpoints.repaymentHistory, {
        orderId: ORDER_ID,
        orderStatus: 200,
        outstanding: 0,
        payments: [{ ...receipt, ...credit, reversedAt }],
      }),
    ),
    handleEndpoint(endpoints.repaymentReceipt, () =>
      ok(endpoints.repaymentReceipt, { ...officialReceipt, ...credit, reversedAt, owedNow }),
    ),
  );
  renderRoutes(`${APP_ROUTES.repaymentHistory}?${ORDER_QUERY}`, {
    [APP_ROUTES.repaymentHistory]: RepaymentHistoryRoute,
    [APP_ROUTES.repaymentReceipt]: RepaymentReceiptRoute,
  });
}

describe('payments and receipts in Philippine time', () => {
  it('lists a payment at its Manila time, labelled PHT, and its receipt says the same', async () => {
    openHistory();
    expect(await screen.findByText('2026-11-25 17:54:00 PHT')).toBeVisible();
    expect(screen.getByText('2026-11-25 17:54:00 PHT').parentElement).toHaveTextContent(
      '2026-11-25 17:54:00 PHT · GCash',
    );
    expect(new Date(receipt.paidAt).getHours()).toBe(4);

    await userEvent.click(screen.getByText(receipt.receiptNo));
    expect(await screen.findByText('Paid on')).toBeVisible();
    expect(screen.getByText('Paid on').nextElementSibling).toHaveTextContent(
      '2026-11-25 17:54:00 PHT',
    );
  });

  it('prints as an official receipt of the lender, to the masked borrower, with the allocation', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openHistory();
    await userEvent.click(await screen.findByText(receipt.receiptNo));
    const document = await screen.findByRole('article', { name: 'Official receipt' });
    expect(document).toHaveTextContent('Acme Lending Corporation');
    expect(document).toHaveTextContent(
      'SEC Registration No. CS201954321 · Certificate of Authority No. 3999',
    );
    const value = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(value('Receipt number')).toBe('OR-000042');
    expect(value('Borrower (mobile)')).toBe('+639****567');
    expect(value('Towards interest')).toBe('₱455.00');
    expect(value('Towards principal')).toBe('₱5,000.00');
    expect(value('Towards the one-time penalty')).toBe('₱0.00');
    expect(value('Towards default interest')).toBe('₱0.00');
    expect(value('Overpaid (your credit)')).toBe('₱0.00');
    expect(value('Still to pay after this payment')).toBe('₱0.00');
    expect(screen.getByText('Your loan is fully paid.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('marks a reversed payment in the list and on its receipt, with what is owed now', async () => {
    openHistory('2026-11-26T01:30:00.000Z', 875_000);
    const reversed = await screen.findByText('Reversed');
    expect(reversed.parentElement).toHaveTextContent('2026-11-25 17:54:00 PHT · GCash · Reversed');
    await userEvent.click(screen.getByText(receipt.receiptNo));
    expect(await screen.findByText('Reversed on')).toBeVisible();
    expect(screen.getByText('Reversed on').nextElementSibling).toHaveTextContent(
      '2026-11-26 09:30:00 PHT',
    );
    expect(
      screen.getByText('Reversed: this payment no longer counts towards your loan.'),
    ).toBeVisible();
    expect(screen.getByText('Owed now').nextElementSibling).toHaveTextContent('₱8,750.00');
    // Its 'still to pay after this payment' was 0, yet the loan is not paid: no such notice.
    expect(screen.queryByText('Your loan is fully paid.')).toBeNull();
  });

  it('says a payment’s overpayment was refunded, in the list and on its receipt', async () => {
    const allocation = { ...receipt.allocation, unapplied: 10_000 };
    openHistory(null, 0, { allocation, creditRefunded: 6_000 });
    const row = (await screen.findByText('2026-11-25 17:54:00 PHT')).parentElement;
    expect(row).toHaveTextContent('2026-11-25 17:54:00 PHT · GCash · Credit refunded');
    await userEvent.click(screen.getByText(receipt.receiptNo));
    await screen.findByText('Paid on');
    const value = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(value('Overpaid (your credit)')).toBe('₱40.00');
    expect(value('Overpaid, refunded to you')).toBe('₱60.00');
  });
});
