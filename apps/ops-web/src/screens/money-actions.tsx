import {
  type LedgerBalances,
  type MoneyAction,
  type OpsPayment,
  type RecordPaymentBody,
  type RefundBody,
  type ReversalBody,
  WAIVABLE_PARTS,
  type WaivablePart,
  type WaiverBody,
} from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../lib/confirm-dialog.tsx';
import { EvidenceField, pendingOf, sentMessage } from '../lib/evidence-field.tsx';
import { centavosOf, pesos, phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { Alert } from '../lib/ui.tsx';

interface ActionProps {
  orderId: string;
  /** Called after the server booked it, with what to tell the operator. */
  onDone: (message: string) => void;
}

const pathOf = (orderId: string, what: string) => `/orders/${encodeURIComponent(orderId)}/${what}`;

/** A new reference per form: a retried request (a double click, a lost answer) books once. */
function newReference(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `${prefix}-${[...bytes]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** Money received outside the provider (a bank deposit, cash at a branch), once per reference. */
export function BookPayment({ orderId, onDone }: ActionProps) {
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [channel, setChannel] = useState('');
  const [valueDate, setValueDate] = useState('');
  const [evidence, setEvidence] = useState<string | null>(null);
  // A new file field after each booking: a file input cannot be cleared by its value.
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<RecordPaymentBody | null>(null);

  function review(event: FormEvent) {
    event.preventDefault();
    const minor = centavosOf(amount);
    if (minor === null) return setError('Enter the amount received in pesos, e.g. 1500.00.');
    setError(null);
    setDraft({
      amount: minor,
      reference: reference.trim(),
      ...(channel.trim() ? { channel: channel.trim() } : {}),
      ...(valueDate ? { valueDate } : {}),
      ...(evidence ? { evidence } : {}),
    });
  }

  async function book(body: RecordPaymentBody) {
    const answer = await opsCall<OpsPayment>('POST', pathOf(orderId, 'payments'), body);
    setAmount('');
    setReference('');
    setChannel('');
    setValueDate('');
    setEvidence(null);
    setRound((n) => n + 1);
    const pending = pendingOf(answer);
    onDone(
      pending
        ? sentMessage(pending)
        : `Booked ${pesos(answer.amount)}, receipt ${answer.receiptNo}.`,
    );
  }

  return (
    <section className="panel" aria-labelledby="book-title">
      <h2 id="book-title">Book a payment received outside the provider</h2>
      <form onSubmit={review} className="filters" aria-label="Book a payment">
        <label>
          Amount (₱)
          <input
            required
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label>
          Reference
          <input
            required
            maxLength={64}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
        <label>
          Channel
          <input
            maxLength={100}
            placeholder="received outside the provider"
            value={channel}
            onChange={(e) => setChannel(e.target.value)}
          />
        </label>
        <label>
          Value date (the day the money moved)
          <input type="date" value={valueDate} onChange={(e) => setValueDate(e.target.value)} />
        </label>
        <EvidenceField key={round} value={evidence} onChange={setEvidence} />
        <button type="submit">Book payment</button>
        {error && <Alert>{error}</Alert>}
      </form>
      {draft && (
        <ConfirmDialog
          title="Book this payment?"
          facts={[
            ['Order', orderId],
            ['Amount', pesos(draft.amount)],
            ['Reference', draft.reference],
            ['Channel', draft.channel ?? 'received outside the provider'],
            ['Value date', draft.valueDate ?? 'today'],
            ['Evidence', draft.evidence ? 'image attached' : 'none'],
            ['Approval', 'Above the limit a second operator approves it before it is booked.'],
          ]}
          confirmLabel="Book payment"
          onConfirm={() => book(draft)}
          onClose={() => setDraft(null)}
        />
      )}
    </section>
  );
}

const PART_NAMES: Record<WaivablePart, string> = {
  penalty: 'One-time penalty',
  defaultInterest: 'Default interest',
  interest: 'Interest',
  principal: 'Principal',
};

/** Waives part of what is owed; the reason and the operator's role are recorded with it. */
export function WaiveCharge({
  orderId,
  balances,
  onDone,
}: ActionProps & { balances: LedgerBalances }) {
  const [part, setPart] = useState<WaivablePart>(
    () => WAIVABLE_PARTS.find((p) => balances[p].owed > 0) ?? 'penalty',
  );
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState(() => newReference('W'));
  const [evidence, setEvidence] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<WaiverBody | null>(null);

  function review(event: FormEvent) {
    event.preventDefault();
    const minor = centavosOf(amount);
    if (minor === null) return setError('Enter the amount to waive in pesos, e.g. 100.00.');
    if (!reason.trim()) return setError('Give the reason for the waiver.');
    setError(null);
    setDraft({
      part,
      amount: minor,
      reason: reason.trim(),
      reference: reference.trim(),
      ...(evidence ? { evidence } : {}),
    });
  }

  async function waive(body: WaiverBody) {
    const done = await opsCall<MoneyAction>('POST', pathOf(orderId, 'waivers'), body);
    setAmount('');
    setReason('');
    setReference(newReference('W'));
    setEvidence(null);
    setRound((n) => n + 1);
    const pending = pendingOf(done);
    if (pending) return onDone(sentMessage(pending));
    onDone(
      done.entries.length > 0
        ? `Waived ${pesos(body.amount)} of ${PART_NAMES[body.part].toLowerCase()}.`
        : `Waiver ${body.reference} was already booked; nothing new.`,
    );
  }

  return (
    <section className="panel" aria-labelledby="waive-title">
      <h2 id="waive-title">Waive a charge</h2>
      <form onSubmit={review} className="filters" aria-label="Waive a charge">
        <label>
          Part
          <select value={part} onChange={(e) => setPart(e.target.value as WaivablePart)}>
            {WAIVABLE_PARTS.map((p) => (
              <option key={p} value={p} disabled={balances[p].owed === 0}>
                {PART_NAMES[p]} (owed {pesos(balances[p].owed)})
              </option>
            ))}
          </select>
        </label>
        <label>
          Amount to waive (₱)
          <input
            required
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label>
          Waiver reference
          <input
            required
            maxLength={64}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
        <label className="wide">
          Reason for the waiver
          <textarea
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <EvidenceField key={round} value={evidence} onChange={setEvidence} />
        <button type="submit">Waive</button>
        {error && <Alert>{error}</Alert>}
      </form>
      {draft && (
        <ConfirmDialog
          title="Waive this amount?"
          facts={[
            ['Order', orderId],
            ['Part', PART_NAMES[draft.part]],
            ['Amount', pesos(draft.amount)],
            ['Reason', draft.reason],
            ['Reference', draft.reference],
            ['Approval', 'Above the limit a second operator approves it before it is booked.'],
          ]}
          confirmLabel="Waive"
          danger
          onConfirm={() => waive(draft)}
          onClose={() => setDraft(null)}
        />
      )}
    </section>
  );
}

/** Pays back credit that overpayments left, at most the credit, once per payout reference. */
export function RefundCredit({ orderId, credit, onDone }: ActionProps & { credit: number }) {
  const [amount, setAmount] = useState(() => (credit / 100).toFixed(2));
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<RefundBody | null>(null);

  function review(event: FormEvent) {
    event.preventDefault();
    const minor = centavosOf(amount);
    if (minor === null) return setError('Enter the amount to refund in pesos.');
    setError(null);
    setDraft({
      amount: minor,
      reference: reference.trim(),
      ...(note.trim() ? { reason: note.trim() } : {}),
    });
  }

  async function refund(body: RefundBody) {
    const done = await opsCall<MoneyAction>('POST', pathOf(orderId, 'refunds'), body);
    setReference('');
    setNote('');
    onDone(
      done.entries.length > 0
        ? `Refunded ${pesos(body.amount)} of credit (payout ${body.reference}).`
        : `Refund ${body.reference} was already booked; nothing new.`,
    );
  }

  return (
    <section className="panel" aria-labelledby="refund-title">
      <h2 id="refund-title">Refund the credit ({pesos(credit)})</h2>
      <form onSubmit={review} className="filters" aria-label="Refund the credit">
        <label>
          Amount to refund (₱)
          <input
            required
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label>
          Payout reference
          <input
            required
            maxLength={64}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
        <label className="wide">
          Note (optional)
          <input maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button type="submit">Refund</button>
        {error && <Alert>{error}</Alert>}
      </form>
      {draft && (
        <ConfirmDialog
          title="Refund this credit?"
          facts={[
            ['Order', orderId],
            ['Amount', pesos(draft.amount)],
            ['Payout reference', draft.reference],
            ['Note', draft.reason ?? '—'],
          ]}
          confirmLabel="Refund"
          danger
          onConfirm={() => refund(draft)}
          onClose={() => setDraft(null)}
        />
      )}
    </section>
  );
}

/** The dialog that reverses one payment: its facts, a required reason. */
export function ReversePayment({
  orderId,
  payment,
  onDone,
  onClose,
}: ActionProps & { payment: OpsPayment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  async function reverse() {
    const body: ReversalBody = { payment: payment.receiptNo, reason: reason.trim() };
    await opsCall<MoneyAction>('POST', pathOf(orderId, 'reversals'), body);
    onDone(`Reversed payment ${payment.receiptNo} (${pesos(payment.amount)}).`);
  }
  return (
    <ConfirmDialog
      title={`Reverse payment ${payment.receiptNo}?`}
      facts={[
        ['Order', orderId],
        ['Amount', pesos(payment.amount)],
        ['Paid', phTime(payment.paidAt)],
        ['Channel, reference', `${payment.channel}, ${payment.reference}`],
        ['Effect', 'The order owes again what this payment covered.'],
      ]}
      confirmLabel="Reverse payment"
      danger
      ready={reason.trim().length > 0}
      onConfirm={reverse}
      onClose={onClose}
    >
      <label>
        Reason for the reversal
        <textarea
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
    </ConfirmDialog>
  );
}
