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
  receiptNo: 'RC000000000042',
  orderId: ORDER_ID,
  amount: 545_500,
  kind: 'instalment' as const,
  allocation: { penalty: 0, interest: 45_500, principal: 500_000, unapplied: 0 },
  channel: 'GCash',
  reference: 'PN000000000042',
  // 17:54 in Manila; still the day before in New York.
  paidAt: '2026-11-25T09:54:00.000Z',
  outstandingAfter: 0,
};

function openHistory() {
  server.use(
    handleEndpoint(endpoints.repaymentHistory, () =>
      ok(endpoints.repaymentHistory, {
        orderId: ORDER_ID,
        orderStatus: 200,
        outstanding: 0,
        payments: [receipt],
      }),
    ),
    handleEndpoint(endpoints.repaymentReceipt, () => ok(endpoints.repaymentReceipt, receipt)),
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
    expect(screen.getByText('2026-11-25 17:54:00 PHT')).toBeVisible();
  });
});
