import type { Db } from '../../db/database.ts';
import {
  endLivePayCodesExcept,
  findLatestLivePayCode,
  findLivePayCode,
  findPayCodeByReference,
  insertLivePayCode,
  type PayCodeKey,
  type PayCodeRow,
  setPayCodeStatus,
} from './payments.repository.ts';

export type { PayCodeKey };

/** A pay code as the repayment pages and calls see it. */
export interface PayCode {
  id: string;
  reference: string;
  amount: number;
  channelNumber: number;
  payUrl: string;
  /** The code the borrower quotes at a store, when the gateway issues it. */
  providerCode: string | null;
  expiresAt: Date;
}

/** What the gateway answered for a new code. */
export interface IssuedPayCode {
  reference: string;
  expiresAt: Date;
  payUrl: string;
  providerRef: string | null;
  providerCode: string | null;
}

function toPayCode(row: PayCodeRow): PayCode {
  return {
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    channelNumber: row.channel_number,
    payUrl: row.pay_url,
    providerCode: row.provider_code,
    expiresAt: row.expires_at,
  };
}

/** The live code for this order, amount, channel and kind, expired or not, or undefined. */
export async function findLiveCode(db: Db, key: PayCodeKey): Promise<PayCode | undefined> {
  const row = await findLivePayCode(db, key);
  return row && toPayCode(row);
}

/** The newest unexpired live code of an order for a kind (the default pay box), or undefined. */
export async function latestLiveCode(
  db: Db,
  orderId: string,
  kind: PayCodeKey['kind'],
  now: Date,
): Promise<PayCode | undefined> {
  const row = await findLatestLivePayCode(db, orderId, kind, now);
  return row && toPayCode(row);
}

/** The id of the code with this reference, or undefined. */
export async function payCodeIdOf(db: Db, reference: string): Promise<string | undefined> {
  return (await findPayCodeByReference(db, reference))?.id;
}

/**
 * The one live code for the key, in the caller's transaction: `found`, what `findLiveCode`
 * answered just before, if it is unexpired; else an expired one is marked so and `issue`'s code
 * is kept in its place. A live code only ever ends, and another request's new one wins the insert,
 * so the look need not be made again inside the transaction.
 */
export async function takeLiveCode(
  tx: Db,
  key: PayCodeKey,
  provider: string,
  now: Date,
  issue: IssuedPayCode | (() => Promise<IssuedPayCode>),
  found: PayCode | undefined,
): Promise<PayCode> {
  if (found && found.expiresAt > now) return found;
  if (found) await setPayCodeStatus(tx, found.id, 'expired');
  const issued = typeof issue === 'function' ? await issue() : issue;
  const inserted = await insertLivePayCode(tx, {
    order_id: key.orderId,
    amount: key.amount,
    channel_number: key.channelNumber,
    kind: key.kind,
    provider,
    reference: issued.reference,
    pay_url: issued.payUrl,
    provider_ref: issued.providerRef,
    provider_code: issued.providerCode,
    expires_at: issued.expiresAt,
    status: 'live',
    created_at: now,
  });
  // Another request made it first: answer with that one.
  return toPayCode(inserted ?? (await findLivePayCode(tx, key))!);
}

/** A live code a newer full-balance code ended: the gateway is asked to end it too. */
export interface EndedCode {
  reference: string;
  providerRef: string | null;
}

/** Ends the order's other live codes, every kind and channel, in the caller's transaction. */
export async function endOtherLiveCodes(
  tx: Db,
  orderId: string,
  keptId: string,
  now: Date,
): Promise<EndedCode[]> {
  const rows = await endLivePayCodesExcept(tx, orderId, keptId, now);
  return rows.map((row) => ({ reference: row.reference, providerRef: row.provider_ref }));
}
