import type { LoanState } from '@loan/loan-engine';
import { EngineError } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import {
  appendEntries,
  type BookedEntry,
  type Booking,
  foldOf,
  projectionOf,
  type Recorder,
} from '../ledger/ledger.service.ts';
import { type Order, termsOf } from './order.ts';

export interface OrderBooking {
  entries: BookedEntry[];
  state: LoanState;
  /** The order's projection columns after the booking, for the same transaction's update. */
  patch: ReturnType<typeof projectionOf>;
}

/**
 * Books entries on an order (whose row the caller has locked) and folds all its entries again:
 * the projection written with the status change is what the entries say. `known`: the order's
 * entries the caller read under the same lock (they are not read again).
 */
export async function bookOnOrder(
  tx: Db,
  order: Order,
  bookings: readonly Booking[],
  recorder: Recorder,
  now: Date,
  known?: readonly BookedEntry[],
): Promise<OrderBooking> {
  const entries = await appendEntries(tx, order.id, bookings, recorder, now, known);
  const state = foldOf(termsOf(order), entries);
  if (!state) throw new EngineError('invalidLoan', `order ${order.publicId} has no disbursement`);
  return { entries, state, patch: projectionOf(state) };
}
