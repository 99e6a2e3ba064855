import type {
  LedgerBalances,
  LedgerEntry,
  OpsPayment,
  OrderDetail,
  OrderLedger,
  OrderPayments,
  Role,
} from '@loan/contract/ops';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { applicantOf, ok, opsGet, opsPost, refused, sessionOf } from '../testing/ops-handlers.ts';

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

const part = (charged: number, paid: number, waived = 0) => ({
  charged,
  paid,
  waived,
  owed: charged - paid - waived,
});

function balances(paid: number, credit: number, waived = 0): LedgerBalances {
  const principalPaid = Math.min(paid, 500_000);
  return {
    asOf: '2026-03-02',
    phase: 'overdue',
    clientKind: 'new',
    penalty: part(100_000, 0, waived),
    defaultInterest: { ...part(0, 0), booked: 0, accruing: 0 },
    interest: part(0, 0),
    principal: part(500_000, principalPaid),
    credit,
    refunded: 0,
    totalOwed: 600_000 - principalPaid - waived,
    amountDue: 600_000 - principalPaid - waived,
    paidTotal: paid,
    paidToCredit: credit,
    waivedTotal: waived,
    payable: 600_000 - principalPaid - waived,
    daysOverdue: 1,
    instalmentsDue: 500_000 - principalPaid,
    releaseDate: '2025-12-01',
    rollovers: 0,
  };
}

function entry(
  seq: number,
  type: LedgerEntry['type'],
  amount: number,
  more: Partial<LedgerEntry> = {},
): LedgerEntry {
  return {
    id: `e${seq}`,
    seq,
    type,
    effectiveOn: '2026-03-02',
    recordedAt: '2026-03-02T02:00:00.000Z',
    recordedBy: 'gateway:sandbox',
    recorderRole: null,
    reason: null,
    amount,
    principal: type === 'disbursement' || type === 'repayment' || type === 'reversal' ? amount : 0,
    interest: 0,
    penalty: 0,
    defaultInterest: 0,
    overpayment: 0,
    paymentId: null,
    reversesEntryId: null,
    idempotencyKey: `k${seq}`,
    details: {},
    ...more,
  };
}

const PAYMENT: OpsPayment = {
  receiptNo: 'OR-000005',
  orderId: 'PN-7',
  amount: 200_000,
  kind: 'instalment',
  allocation: { penalty: 0, defaultInterest: 0, interest: 0, principal: 200_000, unapplied: 0 },
  channel: 'GCash',
  reference: 'PN123456789012',
  paidAt: '2026-03-02T01:30:00.000Z',
  outstandingAfter: 400_000,
  reversedAt: null,
  owedNow: null,
  creditRefunded: 0,
  creditApplied: 0,
  creditUsed: 0,
  source: 'provider',
  actor: 'gateway:sandbox',
};

/** An order whose server books what the screen sends: ledger and payments change with it. */
function orderServer(role: Role) {
  const sent: Array<[string, unknown, string | null]> = [];
  let entries: LedgerEntry[] = [entry(1, 'disbursement', 500_000), entry(2, 'repayment', 200_000)];
  let paid = 200_000;
  let credit = 0;
  let reversedAt: string | null = null;
  let waived = 0;
  const ledger = (): OrderLedger => ({
    orderId: 'PN-7',
    status: 180,
    statusName: 'overdue',
    entries,
    balances: balances(paid, credit, waived),
  });
  const payments = (): OrderPayments => ({
    orderId: 'PN-7',
    status: 180,
    outstanding: 600_000 - paid,
    payments: [{ ...PAYMENT, reversedAt }],
  });
  const record = (what: string, body: unknown, request: Request) =>
    sent.push([what, body, request.headers.get('x-csrf-token')]);
  server.use(
    opsGet('/session', () => sessionOf(role)),
    opsGet('/orders/PN-7', () => ORDER),
    opsGet('/orders/PN-7/applicant', () => applicantOf('PN-7')),
    opsGet('/orders/PN-7/payments', payments),
    opsGet('/orders/PN-7/ledger', ledger),
    opsPost('/orders/PN-7/reversals', (body, request) => {
      record('reversals', body, request);
      const reason = (body as { reason: string }).reason;
      entries = [...entries, entry(3, 'reversal', 200_000, { reversesEntryId: 'e2', reason })];
      paid = 0;
      reversedAt = '2026-03-02T04:00:00.000Z';
      return ok({ orderId: 'PN-7', status: 180, entries: entries.slice(2) });
    }),
    opsPost('/orders/PN-7/payments', (body, request) => {
      record('payments', body, request);
      const { reference } = body as { reference: string };
      if (reference === 'TAKEN')
        return refused(409, 'Reference TAKEN is already booked for another payment');
      paid += 700_000;
      credit = 100_000;
      entries = [
        ...entries,
        entry(4, 'repayment', 600_000),
        entry(5, 'overpayment_credit', 100_000),
      ];
      return ok({ ...PAYMENT, receiptNo: 'OR-000006', amount: 700_000, source: 'operator' });
    }),
    opsPost('/orders/PN-7/waivers', (body, request) => {
      record('waivers', body, request);
      waived = (body as { amount: number }).amount;
      entries = [...entries, entry(7, 'waiver', waived, { reason: 'Goodwill' })];
      return ok({ orderId: 'PN-7', status: 180, entries: entries.slice(-1) });
    }),
    // The gateway confirmed the refund payout at once: its entry is booked.
    opsPost('/orders/PN-7/refund-payouts', (body, request) => {
      record('refund-payouts', body, request);
      credit = 0;
      entries = [...entries, entry(6, 'refund', 100_000, { recordedBy: 'gateway:xendit' })];
      const payout = {
        reference: 'RF000000000001',
        purpose: 'refund' as const,
        amount: 100_000,
        status: 'succeeded' as const,
        failureCode: null,
        reason: null,
        requestedBy: 'ops:admin@lender.example',
        at: '2026-03-02T01:30:00.000Z',
      };
      return ok({ orderId: 'PN-7', payouts: [payout] });
    }),
  );
  return sent;
}

function at(path: string) {
  window.history.replaceState(null, '', `/ops${path}`);
  return render(<App />);
}

describe('money actions on the order detail', () => {
  it('reverses a payment with a reason after confirming; the ledger and figures follow', async () => {
    const sent = orderServer('admin');
    const user = userEvent.setup();
    at('/orders/PN-7');
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(within(ledger).getAllByRole('row')).toHaveLength(3);
    // Each entry's value date beside when it was recorded (PHT).
    expect(within(ledger).getByRole('columnheader', { name: 'Value date' })).toBeVisible();
    expect(within(ledger).getAllByText('2026-03-02 10:00 PHT')).toHaveLength(2);
    expect(screen.getByText('Total owed').nextSibling).toHaveTextContent('₱4,000.00');

    await user.click(screen.getByRole('button', { name: 'Reverse payment OR-000005' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse payment OR-000005?' });
    expect(within(dialog).getByText('₱2,000.00')).toBeVisible();
    expect(within(dialog).getByText('GCash, PN123456789012')).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Reverse payment' });
    // No reason, no reversal.
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByLabelText('Reason for the reversal')).toHaveFocus();
    await user.type(
      within(dialog).getByLabelText('Reason for the reversal'),
      'Chargeback from GCash',
    );
    await user.click(confirm);

    expect(await screen.findByText('Reversed payment OR-000005 (₱2,000.00).')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      ['reversals', { payment: 'OR-000005', reason: 'Chargeback from GCash' }, 'csrf-of-admin'],
    ]);
    const after = await screen.findByRole('row', { name: /Reversal \(reverses #2 repayment\)/ });
    expect(after).toHaveTextContent('Chargeback from GCash');
    expect(screen.getByRole('row', { name: /Repayment reversed by #3/ })).toBeVisible();
    expect(screen.getByText('Total owed').nextSibling).toHaveTextContent('₱6,000.00');
    expect(screen.queryByRole('button', { name: 'Reverse payment OR-000005' })).toBeNull();
  });

  it('books a payment, shows a refusal in the dialog, then refunds the credit it left', async () => {
    const sent = orderServer('admin');
    const user = userEvent.setup();
    at('/orders/PN-7');
    const book = await screen.findByRole('form', { name: 'Book a payment' });
    // Nothing to refund yet.
    expect(screen.queryByRole('form', { name: 'Refund the credit' })).toBeNull();
    await user.type(within(book).getByLabelText('Amount (₱)'), '7,000');
    await user.type(within(book).getByLabelText('Reference'), 'TAKEN');
    await user.click(within(book).getByRole('button', { name: 'Book payment' }));
    let dialog = screen.getByRole('dialog', { name: 'Book this payment?' });
    expect(within(dialog).getByText('₱7,000.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Book payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Reference TAKEN is already booked for another payment',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.clear(within(book).getByLabelText('Reference'));
    await user.type(within(book).getByLabelText('Reference'), 'BDO-77');
    await user.click(within(book).getByRole('button', { name: 'Book payment' }));
    dialog = screen.getByRole('dialog', { name: 'Book this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Book payment' }));
    expect(await screen.findByText('Booked ₱7,000.00, receipt OR-000006.')).toBeVisible();

    const refund = await screen.findByRole('form', { name: 'Refund the credit' });
    expect(within(refund).getByLabelText('Amount to refund (₱)')).toHaveValue('1000.00');
    await user.type(within(refund).getByLabelText('Reason'), 'paid twice');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    dialog = screen.getByRole('dialog', { name: 'Refund this credit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('Refunded ₱1,000.00 of credit (payout RF000000000001).'),
    ).toBeVisible();
    expect(await screen.findByRole('row', { name: /Refund ₱1,000.00/ })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Refund the credit' })).toBeNull();
    expect(sent.map(([what, body]) => [what, body])).toEqual([
      ['payments', { amount: 700_000, reference: 'TAKEN' }],
      ['payments', { amount: 700_000, reference: 'BDO-77' }],
      ['refund-payouts', { amount: 100_000, reason: 'paid twice' }],
    ]);
  });

  it('waives part of what is owed with a reason, under a reference made for the form', async () => {
    const sent = orderServer('admin');
    const user = userEvent.setup();
    at('/orders/PN-7');
    const form = await screen.findByRole('form', { name: 'Waive a charge' });
    // Only what is owed can be waived: the part starts at the first one owed.
    expect(within(form).getByLabelText('Part')).toHaveValue('penalty');
    expect(within(form).getByRole('option', { name: /^Interest \(owed ₱0.00\)/ })).toBeDisabled();
    const reference = (within(form).getByLabelText('Waiver reference') as HTMLInputElement).value;
    expect(reference).toMatch(/^W-[0-9A-F]{10}$/);
    await user.type(within(form).getByLabelText('Amount to waive (₱)'), '250');
    // Blanks are no reason.
    await user.type(within(form).getByLabelText('Reason for the waiver'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Waive' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give the reason for the waiver.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(within(form).getByLabelText('Reason for the waiver'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Waive' }));
    const dialog = screen.getByRole('dialog', { name: 'Waive this amount?' });
    expect(dialog).toHaveTextContent('One-time penalty');
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await screen.findByText('Waived ₱250.00 of one-time penalty.')).toBeVisible();
    expect(sent.map(([what, body]) => [what, body])).toEqual([
      ['waivers', { part: 'penalty', amount: 25_000, reason: 'Goodwill', reference }],
    ]);
    expect(await screen.findByRole('row', { name: /Waiver ₱250.00/ })).toBeVisible();
    expect(screen.getByText('Total owed').nextSibling).toHaveTextContent('₱3,750.00');
    // The next waiver is another: a new reference.
    expect(within(form).getByLabelText('Waiver reference')).not.toHaveValue(reference);
  });

  it('offers a collector the booking only: no reversal, waiver or refund', async () => {
    orderServer('collector');
    at('/orders/PN-7');
    expect(await screen.findByRole('form', { name: 'Book a payment' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Ledger' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reverse payment/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Waive a charge' })).toBeNull();
  });
});
