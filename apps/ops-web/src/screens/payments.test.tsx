import type {
  PaymentList,
  PaymentListItem,
  Reconciliation,
  ReconciliationList,
} from '@loan/contract/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { DASHBOARD, ok, opsGet, opsPost, sessionOf } from '../testing/ops-handlers.ts';
import type { PaymentFlag } from './payment-flags.tsx';

const API = 'http://localhost:3000/api/ops';

const payment = (receiptNo: string, overrides: Partial<PaymentListItem> = {}): PaymentListItem => ({
  receiptNo,
  orderId: 'PN-7',
  amount: 150_000,
  kind: 'instalment',
  channel: 'GCash',
  reference: `ref-${receiptNo}`,
  source: 'provider',
  // 01:30 UTC is 09:30 in Manila.
  paidAt: '2026-03-02T01:30:00.000Z',
  reversedAt: null,
  ...overrides,
});

const report = (date: string, overrides: Partial<Reconciliation> = {}): Reconciliation => ({
  date,
  provider: 'sandbox',
  gateway: { payments: 3, payouts: 1, paidIn: 450_000, paidOut: 500_000 },
  ours: { payments: 3, payouts: 1, paidIn: 440_000, paidOut: 500_000 },
  matched: 2,
  missingOnOurSide: [
    {
      kind: 'payment',
      reference: 'PN000000000777',
      amount: 700,
      booked: false,
      result: 'unknown reference',
    },
  ],
  unknownToGateway: [{ kind: 'payment', reference: 'PN000000000888', amount: 900 }],
  amountMismatches: [
    { kind: 'payment', reference: 'PN000000000999', gateway: 10_500, ours: 10_000 },
  ],
  duplicates: [],
  flagged: [
    {
      reason: 'over',
      reference: 'PN000000000009',
      amount: 40_001,
      asked: 30_000,
      detail: 'paid more than the code asked',
    },
  ],
  manualBookings: [
    {
      receiptNo: 'OR-000004',
      orderId: 'PN-7',
      amount: 100_000,
      reference: 'CASH-1',
      channel: 'cash at the branch',
      paidAt: '2026-03-01T03:00:00.000Z',
      valueDate: '2026-03-01',
      maker: 'ops:collector@lender.example',
      checker: 'ops:approver@lender.example',
      evidence: '/api/uploads/0123456789abcdef0123456789abcdef.jpg',
    },
  ],
  exceptions: 3,
  runAt: '2026-03-02T02:00:00.000Z',
  runBy: 'ops:collector@lender.example',
  ...overrides,
});

const FLAG: PaymentFlag = {
  id: 'f1',
  reason: 'foreign-request',
  provider: 'xendit',
  reference: 'PN000000000555',
  paymentId: null,
  amount: null,
  asked: 30_000,
  bookedBefore: null,
  detail: 'request pr-invented is not the request of pay code PN000000000555',
  createdAt: '2026-03-02T01:30:00.000Z',
};

function at(path: string) {
  window.history.replaceState(null, '', `/ops${path}`);
  return render(<App />);
}

describe('the Payments screen', () => {
  it('opens from the dashboard’s exceptions, shows a day’s lines, and searches payments a page at a time', async () => {
    const asked: string[] = [];
    server.use(
      opsGet('/payments/flags', () => ({ items: [FLAG] })),
      opsGet('/session', () => sessionOf('auditor')),
      opsGet('/dashboard', () => DASHBOARD),
      opsGet(
        '/payments/reconciliations',
        (): ReconciliationList => ({
          runs: [
            {
              date: '2026-03-01',
              provider: 'sandbox',
              matched: 2,
              exceptions: 3,
              runAt: '2026-03-02T02:00:00.000Z',
              runBy: 'system:scheduler',
            },
          ],
          next: null,
        }),
      ),
      opsGet('/payments/reconciliations/2026-03-01', () => report('2026-03-01')),
      http.get(`${API}/payments`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const page: PaymentList = query.get('after')
          ? { payments: [payment('OR-000001')], next: null }
          : query.get('q')
            ? {
                payments: [payment('OR-000002', { reversedAt: '2026-03-02T03:00:00.000Z' })],
                next: null,
              }
            : { payments: [payment('OR-000003'), payment('OR-000002')], next: 'cursor-1' };
        return ok(page);
      }),
    );
    const user = userEvent.setup();
    at('/');
    await user.click(await screen.findByRole('link', { name: /Reconciliation exceptions/ }));
    expect(await screen.findByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    // An auditor reads; only who may record payments runs a reconciliation.
    expect(screen.queryByRole('button', { name: 'Run reconciliation' })).toBeNull();

    // The gateway events flagged for reconciliation: a refused foreign request id.
    const flags = await screen.findByRole('table', { name: 'Flagged gateway events' });
    expect(
      within(flags).getByRole('row', {
        name: /2026-03-02 09:30.*Another request’s id: refused PN000000000555 — ₱300.00 no/,
      }),
    ).toBeVisible();

    const days = await screen.findByRole('table', { name: 'Reconciliations by day' });
    expect(within(days).getByRole('row', { name: /2026-03-01 sandbox 2 3/ })).toBeVisible();
    await user.click(within(days).getByRole('button', { name: 'Lines of 2026-03-01' }));
    expect(
      await screen.findByRole('heading', {
        name: '2026-03-01 with sandbox: 2 matched, 3 exception(s)',
      }),
    ).toBeVisible();
    expect(screen.getByText('Missing on our side: 1')).toBeVisible();
    expect(
      screen.getByText(/PN000000000777 · ₱7.00 · not booked: unknown reference/),
    ).toBeVisible();
    expect(screen.getByText('Missing at the provider: 1')).toBeVisible();
    expect(screen.getByText(/gateway ₱105.00 · ours ₱100.00/)).toBeVisible();
    expect(screen.getByText('Duplicates: none')).toBeVisible();
    expect(screen.getByText('Flagged gateway events: 1')).toBeVisible();
    expect(
      screen.getByText(/over · PN000000000009 · ₱400.01 · paid more than the code asked/),
    ).toBeVisible();
    const manual = screen.getByRole('table', { name: 'Booked by operators' });
    expect(
      within(manual).getByRole('row', {
        name: /OR-000004 PN-7 ₱1,000.00 CASH-1 \(cash at the branch\) 2026-03-01 ops:collector@lender.example ops:approver@lender.example Image/,
      }),
    ).toBeVisible();

    const list = await screen.findByRole('table', { name: 'Payments' });
    expect(
      within(list).getByRole('row', {
        name: /OR-000003 PN-7 ₱1,500.00 GCash ref-OR-000003 2026-03-02 09:30 PHT no/,
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await within(list).findByText('OR-000001')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();

    await user.type(
      screen.getByLabelText('Receipt or reference (its start is enough), or order number'),
      'OR-000002',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('row', { name: /OR-000002 .* reversed 2026-03-02 11:00 PHT/ }),
    ).toBeVisible();
    expect(asked).toEqual(['limit=50', 'limit=50&after=cursor-1', 'q=OR-000002&limit=50']);
  });

  it('runs a reconciliation after the operator confirms the day, and lists it', async () => {
    let ran = false;
    const sent: unknown[] = [];
    server.use(
      opsGet('/payments/flags', () => ({ items: [] })),
      opsGet('/session', () => sessionOf('collector')),
      opsGet('/clock', () => ({
        now: '2026-02-28T02:00:00.000Z',
        today: '2026-02-28',
        offsetDays: 0,
      })),
      opsGet('/payments', (): PaymentList => ({ payments: [], next: null })),
      opsGet(
        '/payments/reconciliations',
        (): ReconciliationList => ({
          runs: ran
            ? [
                {
                  date: '2026-02-27',
                  provider: 'sandbox',
                  matched: 0,
                  exceptions: 0,
                  runAt: '2026-03-02T02:00:00.000Z',
                  runBy: 'ops:collector@lender.example',
                },
              ]
            : [],
          next: null,
        }),
      ),
      opsPost('/payments/reconcile', (body, request) => {
        sent.push([body, request.headers.get('x-csrf-token')]);
        ran = true;
        return ok(
          report('2026-02-27', {
            exceptions: 0,
            missingOnOurSide: [],
            unknownToGateway: [],
            amountMismatches: [],
          }),
        );
      }),
    );
    const user = userEvent.setup();
    at('/payments');
    expect(await screen.findByText('No day reconciled yet.')).toBeVisible();
    expect(await screen.findByText('No payment found.')).toBeVisible();
    // The server's yesterday, whatever the browser's clock says.
    await waitFor(() =>
      expect(screen.getByLabelText('Day to reconcile (Philippine)')).toHaveValue('2026-02-27'),
    );
    await user.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    const dialog = screen.getByRole('dialog', { name: 'Reconcile 2026-02-27?' });
    // The keyboard stays in the dialog; backing out sends nothing and returns where it was.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Run reconciliation' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Run reconciliation' })).toHaveFocus();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Run reconciliation' }),
    );
    expect(dialog).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: '2026-02-27 with sandbox: 2 matched, 0 exception(s)',
      }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Lines of 2026-02-27' })).toBeVisible();
    expect(sent).toEqual([[{ date: '2026-02-27' }, 'csrf-of-collector']]);
  });
});
