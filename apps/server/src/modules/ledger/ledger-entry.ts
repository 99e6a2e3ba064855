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
    reason: recorder.reason ?? null,
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

/** The keys that make the clock's and the freezes' entries happen once. */
export function freezeKey(orderId: string, draft: EntryDraft): string {
  if (draft.type === 'penalty') return `penalty:${orderId}`;
  return `default:${orderId}:${draft.details.through ?? draft.effectiveOn}`;
}
