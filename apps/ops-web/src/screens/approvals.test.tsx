import type {
  LedgerBalances,
  MoneyApproval,
  OrderDetail,
  OrderLedger,
  OrderPayments,
  Role,
} from '@loan/contract/ops';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import {
  applicantOf,
  DASHBOARD,
  ok,
  opsGet,
  opsPost,
  refused,
  sessionOf,
} from '../testing/ops-handlers.ts';

const API = 'http://localhost:3000/api/ops';

const request = (id: string, more: Partial<MoneyApproval> = {}): MoneyApproval => ({
  id,
  kind: 'payment',
  orderId: 'PN-7',
  amount: 100_000,
  reference: `CASH-${id}`,
  valueDate: '2026-03-01',
  evidence: '/api/uploads/0123456789abcdef0123456789abcdef.jpg',
  paymentKind: 'instalment',
  channel: 'cash at the branch',
  part: null,
  reason: null,
  status: 'pending',
  maker: 'ops:collector@lender.example',
  makerRole: 'collector',
  madeAt: '2026-03-02T01:30:00.000Z',
  checker: null,
  checkerRole: null,
  decidedAt: null,
  rejectReason: null,
  receiptNo: null,
  ...more,
});

function at(path: string) {
  window.history.replaceState(null, '', `/ops${path}`);
  return render(<App />);
}

/** The approvals API over an in-memory list; what was posted, in order. */
function approvalsServer(role: Role, email?: string) {
  const sent: Array<[string, unknown]> = [];
  let rows = [
    request('a1'),
    request('a2', { amount: 60_001, maker: 'ops:approver@lender.example', makerRole: 'admin' }),
    request('a3', {
      kind: 'waiver',
      amount: 70_000,
      paymentKind: null,
      channel: null,
      part: 'penalty',
      reason: 'hardship',
      evidence: null,
    }),
  ];
  server.use(
    opsGet('/session', () => sessionOf(role, email)),
    opsGet('/dashboard', () => DASHBOARD),
    http.get(`${API}/approvals`, ({ request: r }) => {
      const status = new URL(r.url).searchParams.get('status') ?? 'pending';
      return ok({ approvals: rows.filter((a) => a.status === status), next: null });
    }),
    opsPost('/approvals/:id/approve', (_body, r) => {
      const id = new URL(r.url).pathname.split('/').at(-2)!;
      sent.push([`approve ${id}`, _body]);
      const row = rows.find((a) => a.id === id)!;
      if (row.maker === `ops:${email}`) {
        return refused(403, 'You made this request: a second operator must decide it');
      }
      const decided = {
        ...row,
        status: 'approved' as const,
        checker: `ops:${email}`,
        receiptNo: row.kind === 'payment' ? 'OR-000009' : null,
      };
      rows = rows.map((a) => (a.id === id ? decided : a));
      return ok(decided);
    }),
    opsPost('/approvals/:id/reject', (body, r) => {
      const id = new URL(r.url).pathname.split('/').at(-2)!;
      sent.push([`reject ${id}`, body]);
      const decided = {
        ...rows.find((a) => a.id === id)!,
        status: 'rejected' as const,
        checker: `ops:${email}`,
        rejectReason: (body as { reason: string }).reason,
      };
      rows = rows.map((a) => (a.id === id ? decided : a));
      return ok(decided);
    }),
  );
  return sent;
}

describe('the Approvals screen', () => {
  it('lets a checker approve a booking and reject a waiver with a reason, never their own', async () => {
    const sent = approvalsServer('approver', 'approver@lender.example');
    const user = userEvent.setup();
    at('/');
    await user.click(await screen.findByRole('link', { name: 'Approvals' }));
    const table = await screen.findByRole('table', { name: 'Requests pending' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const own = within(table).getByRole('row', { name: /CASH-a2/ });
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('yours: another operator decides')).toBeVisible();
    const cash = within(table).getByRole('row', { name: /CASH-a1/ });
    expect(within(cash).getByRole('link', { name: 'Evidence image' })).toHaveAttribute(
      'href',
      '/api/uploads/0123456789abcdef0123456789abcdef.jpg',
    );

    await user.click(within(cash).getByRole('button', { name: 'Approve ₱1,000.00 on PN-7' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve and book this?' });
    expect(within(dialog).getByText('ops:collector@lender.example')).toBeVisible();
    expect(
      within(dialog).getByText('The payment is booked and its official receipt issued.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approved: ₱1,000.00 booked on PN-7, receipt OR-000009.'),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Requests pending' })).not.toHaveTextContent(
      'CASH-a1',
    );

    const waiver = screen.getByRole('row', { name: /Waiver of penalty: hardship/ });
    await user.click(within(waiver).getByRole('button', { name: 'Reject ₱700.00 on PN-7' }));
    dialog = screen.getByRole('dialog', { name: 'Reject this request?' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for the rejection'), 'No papers');
    await user.click(reject);
    expect(await screen.findByText('Rejected: nothing booked on PN-7.')).toBeVisible();
    expect(sent).toEqual([
      ['approve a1', {}],
      ['reject a3', { reason: 'No papers' }],
    ]);

    await user.selectOptions(screen.getByLabelText('Show'), 'rejected');
    const rejected = await screen.findByRole('table', { name: 'Requests rejected' });
    expect(rejected).toHaveTextContent('rejected by ops:approver@lender.example: No papers');
  });

  it('shows a collector the requests waiting, with no decision to take', async () => {
    approvalsServer('collector', 'collector@lender.example');
    at('/approvals');
    const table = await screen.findByRole('table', { name: 'Requests pending' });
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).getAllByText('waiting for a checker')).toHaveLength(3);
  });
});

const ORDER: OrderDetail = {
  orderId: 'PN-7',
  phone: '09171234567',
  productId: '1001',
  status: 180,
  statusName: 'overdue',
  principal: 500_000,
  appliedAt: '2026-01-01T02:00:00.000Z',
  withdrawnAt: '2026-01-01T03:00:00.000Z',
  releaseDate: '2026-01-02',
  dueDate: '2026-02-01',
  events: [],
  payouts: [],
};
const part = (charged: number) => ({ charged, paid: 0, waived: 0, owed: charged });
const BALANCES: LedgerBalances = {
  asOf: '2026-03-02',
  phase: 'overdue',
  clientKind: 'new',
  penalty: part(100_000),
  defaultInterest: { ...part(0), booked: 0, accruing: 0 },
  interest: part(0),
  principal: part(500_000),
  credit: 0,
  refunded: 0,
  totalOwed: 600_000,
  amountDue: 600_000,
  paidTotal: 0,
  paidToCredit: 0,
  waivedTotal: 0,
  payable: 600_000,
  daysOverdue: 29,
  instalmentsDue: 500_000,
  releaseDate: '2026-01-02',
  rollovers: 0,
};

describe('the money forms when a second operator must approve', () => {
  it('sends a collector’s cash booking with its value date and slip for approval', async () => {
    const sent: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('collector')),
      opsGet('/orders/PN-7', () => ORDER),
      opsGet('/orders/PN-7/applicant', () => applicantOf('PN-7')),
      opsGet('/orders/PN-7/applicant', () => applicantOf('PN-7')),
      opsGet(
        '/orders/PN-7/payments',
        (): OrderPayments => ({ orderId: 'PN-7', status: 180, outstanding: 600_000, payments: [] }),
      ),
      opsGet(
        '/orders/PN-7/ledger',
        (): OrderLedger => ({
          orderId: 'PN-7',
          status: 180,
          statusName: 'overdue',
          entries: [],
          balances: BALANCES,
        }),
      ),
      http.post(`${API}/uploads/evidence`, () =>
        ok({ url: '/api/uploads/0123456789abcdef0123456789abcdef.jpg' }),
      ),
      opsPost('/orders/PN-7/payments', (body) => {
        sent.push(body);
        return HttpResponse.json(
          { code: 0, data: { pendingApproval: request('a9') }, message: 'success' },
          { status: 202 },
        );
      }),
    );
    const user = userEvent.setup();
    at('/orders/PN-7');
    const book = await screen.findByRole('form', { name: 'Book a payment' });
    await user.type(within(book).getByLabelText('Amount (₱)'), '1000');
    await user.type(within(book).getByLabelText('Reference'), 'CASH-a9');
    await user.type(within(book).getByLabelText('Channel'), 'cash at the branch');
    await user.type(
      within(book).getByLabelText('Value date (the day the money moved)'),
      '2026-03-01',
    );
    const slip = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'slip.jpg', { type: 'image/jpeg' });
    await user.upload(within(book).getByLabelText('Evidence image (optional)'), slip);
    expect(await within(book).findByText('Image attached')).toBeVisible();
    await user.click(within(book).getByRole('button', { name: 'Book payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Book this payment?' });
    expect(within(dialog).getByText('image attached')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Book payment' }));
    expect(
      await screen.findByText(
        'Sent for approval: payment of ₱1,000.00 (reference CASH-a9). A second operator must approve it before it is booked.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        amount: 100_000,
        reference: 'CASH-a9',
        channel: 'cash at the branch',
        valueDate: '2026-03-01',
        evidence: '/api/uploads/0123456789abcdef0123456789abcdef.jpg',
      },
    ]);
  });
});
