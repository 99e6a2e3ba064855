import type { EntryDraft, LedgerEntry } from '@loan/loan-engine';
import type { EntryRow, NewEntryRow } from './ledger.repository.ts';

/** Who recorded an entry: 'borrower', 'gateway:<name>', 'operator:<who>', 'clock', 'system:<what>'. */
export interface Recorder {
  by: string;
  role?: string | null;
  reason?: string | null;
}

/** A loan entry as the ledger shows it: the fold's fields and who recorded it, when. */
export interface BookedEntry extends LedgerEntry {
  recordedAt: Date;
  recordedBy: string;
  recorderRole: string | null;
  reason: string | null;
  idempotencyKey: string;
}

/** An entry to book: what the engine planned, with the key that makes it happen once. */
export interface Booking {
  draft: EntryDraft;
  key: string;
  paymentId?: string | null;
}

/** The order events' actor as an entry's recorder. */
export function recorderOf(actor: string): string {
  if (actor === 'system:clock') return 'clock';
  if (actor.startsWith('ops:')) return `operator:${actor.slice(4)}`;
  if (actor.startsWith('provider:')) return `gateway:${actor.slice(9)}`;
  return actor;
}

export function toEntry(row: EntryRow): BookedEntry {
  return {
    id: row.id,
    seq: row.seq,
    type: row.type,
    effectiveOn: row.effective_on,
    amount: Number(row.amount),
    principal: Number(row.principal),
    interest: Number(row.interest),
    penalty: Number(row.penalty),
    defaultInterest: Number(row.default_interest),
    overpayment: Number(row.overpayment),
    details: (row.details ?? {}) as BookedEntry['details'],
    reversesEntryId: row.reverses_entry_id,
    paymentId: row.payment_id,
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
    recorderRole: row.recorder_role,
    reason: row.reason,
    idempotencyKey: row.idempotency_key,
  };
}

export function toNewRow(booking: Booking, recorder: Recorder, now: Date): NewEntryRow {
  const d = booking.draft;
  return {
    type: d.type,
    effective_on: d.effectiveOn,
    recorded_at: now,
    recorded_by: recorder.by,
    recorder_role: recorder.role ?? null,
    // A replay's reversal says why itself; the rest carry the recorder's reason.
    reason: typeof d.details.reason === 'string' ? d.details.reason : (recorder.reason ?? null),
    amount: d.amount,
    principal: d.principal,
    interest: d.interest,
    penalty: d.penalty,
    default_interest: d.defaultInterest,
    overpayment: d.overpayment,
    payment_id: booking.paymentId ?? null,
    reverses_entry_id: d.reversesEntryId ?? null,
    idempotency_key: booking.key,
    details: JSON.stringify(d.details),
  };
}

/**
 * The keys that make the clock's and the freezes' entries happen once. `prior`: the order's
 * entries (and the drafts booked before this one): a charge a value-date replay reversed may be
 * charged again, under the same key with the number of such charges before it (decision 0062).
 */
export function freezeKey(
  orderId: string,
  draft: EntryDraft,
  prior: readonly EntryDraft[] = [],
): string {
  const through = (d: EntryDraft) => d.details.through ?? d.effectiveOn;
  const same = (d: EntryDraft) =>
    d.type === draft.type && (d.type === 'penalty' || through(d) === through(draft));
  const base =
    draft.type === 'penalty' ? `penalty:${orderId}` : `default:${orderId}:${through(draft)}`;
  const before = prior.filter(same).length;
  return before === 0 ? base : `${base}:${before}`;
}

/**
 * A credit the clock applied when an amount fell due (decision 0086): keyed by its order and value
 * date, and the number of such credits of that day before it (a replay may apply one again).
 */
function dueCreditKey(orderId: string, draft: EntryDraft, prior: readonly EntryDraft[]): string {
  const base = `credit:${orderId}:${draft.effectiveOn}`;
  const before = prior.filter(
    (d) =>
      d.type === 'credit_applied' &&
      d.details.kind === 'due' &&
      d.effectiveOn === draft.effectiveOn,
  ).length;
  return before === 0 ? base : `${base}:${before}`;
}

/**
 * Keys for what a plan books: the freezes' own, the clock's credits their own, a reversal's the
 * entry it reverses, an entry a replay books again the entry it replaces (whose payment it
 * keeps); `own` keys the rest.
 */
export function plannedBookings(
  orderId: string,
  entries: readonly LedgerEntry[],
  drafts: readonly EntryDraft[],
  own: (draft: EntryDraft) => Booking,
): Booking[] {
  const prior: EntryDraft[] = [...entries];
  return drafts.map((draft) => {
    let booking: Booking;
    if (draft.type === 'penalty' || draft.type === 'default_interest') {
      booking = { draft, key: freezeKey(orderId, draft, prior) };
    } else if (draft.rebooks) {
      const source = entries.find((e) => e.id === draft.rebooks);
      booking = {
        draft,
        key: `rebook:${draft.type}:${draft.rebooks}`,
        paymentId: source?.paymentId ?? null,
      };
    } else if (draft.type === 'credit_applied' && draft.details.kind === 'due') {
      booking = { draft, key: dueCreditKey(orderId, draft, prior) };
    } else if (draft.type === 'reversal' && typeof draft.details.reason === 'string') {
      booking = { draft, key: `reversal:${draft.reversesEntryId}` };
    } else booking = own(draft);
    prior.push(draft);
    return booking;
  });
}
