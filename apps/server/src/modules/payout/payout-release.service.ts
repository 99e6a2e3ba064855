import { randomInt } from 'node:crypto';
import { BUSINESS_CODE, ORDER_STATUS } from '@loan/contract';
import { quote } from '@loan/loan-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Actor, Order } from '../order/order.ts';
import { lockOrder, statusConflict } from '../order/order-access.ts';
import { disburse, recordTransition, syncWithClock } from '../order/order-lifecycle.service.ts';
import {
  type FoundPayout,
  type PaymentProvider,
  type PayoutAnswer,
  ProviderRefused,
  ProviderUnavailable,
} from '../payments/payment-provider.ts';
import { payoutFailureReason } from '../payments/xendit-errors.ts';
import { decryptAccountNumber } from './account-secret.ts';
import { findPayoutAccountRow } from './payout-account.repository.ts';
import {
  isFinal,
  lockedPayout,
  type PayoutOutcome,
  PROVIDER_ACTOR,
  UnknownPayout,
} from './payout-lock.ts';
import { applyPayoutReversal } from './payout-reversal.service.ts';
import {
  appendPayoutEvent,
  findPayoutByReference,
  insertPayoutRow,
  listOrderPayouts,
  type PayoutWithStatus,
} from './payouts.repository.ts';
import { bookRefundPayout } from './refund-booking.ts';

export interface ReleaseDeps extends LoanDeps {
  payments: PaymentProvider;
  config: LoanDeps['config'] & Pick<AppConfig, 'accountEncryptionKey'>;
  log: FastifyBaseLogger;
}

export { type PayoutOutcome, UnknownPayout } from './payout-lock.ts';

/**
 * What a release does when the order already has a payout that may exist: `refuse` (an
 * operator's release: a clear error), `skip` (the borrower's acceptance, repeated), `resend` (the
 * payout check: one never answered is sent again under its key).
 */
export type WhenOpen = 'refuse' | 'skip' | 'resend';

/**
 * Releases an approved, accepted loan: a payout through the provider to the borrower's bound
 * account. The order moves to 170 when the provider confirms the payout (at once with the
 * sandbox); a failed payout leaves it approved, with the reason in its history. While a payout of
 * the order may exist (any not definitely failed) no other is opened; a reversed one must be
 * resolved first (`resolves`: this release resolves it, decision 0065).
 */
export async function releaseLoan(
  deps: ReleaseDeps,
  orderId: string,
  actor: Actor,
  options: { accountId?: string; whenOpen?: WhenOpen; resolves?: string } = {},
): Promise<void> {
  const payout = await deps.db
    .transaction()
    .execute((tx) => openPayout(tx, deps, orderId, actor, options));
  if (payout) await sendPayout(deps, payout, `Loan ${payout.orderPublicId}`);
}

/** Sends an opened payout (after its transaction: a slow gateway holds no lock), once. */
export async function sendPayout(deps: ReleaseDeps, payout: OpenedPayout, description: string) {
  let answer: PayoutAnswer;
  try {
    answer = await deps.payments.createPayout({
      reference: payout.reference,
      amount: payout.amount,
      account: payout.account,
      description,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    // No answer we can trust (a duplicate, 409, 429, 5xx, no answer): the payout may exist.
    deps.log.warn({ reference: payout.reference, err: error.message }, 'payout answer unknown');
    await followPayout(deps, payout.reference);
    return;
  }
  await takePayoutAnswer(deps, payout.reference, answer);
}

/**
 * Looks the payout up by its reference and follows what the gateway has. Nothing found, or no
 * answer: it stays requested, and the payout check sends it again under the same key.
 */
export async function followPayout(deps: ReleaseDeps, reference: string): Promise<void> {
  let found: FoundPayout | null;
  try {
    found = await deps.payments.findPayout(reference);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable || error instanceof ProviderRefused)) throw error;
    deps.log.warn({ reference, err: error.message }, 'payout look-up failed: asked again later');
    return;
  }
  if (!found) {
    deps.log.warn({ reference }, 'payout not at the gateway: sent again later under its key');
    return;
  }
  const payoutId = found.providerPayoutId;
  if (found.status === 'pending') {
    await takePayoutAnswer(deps, reference, { status: 'pending', providerPayoutId: payoutId });
    return;
  }
  const outcome: PayoutOutcome =
    found.status === 'succeeded'
      ? { type: 'payout.succeeded', payoutId, reference, amount: found.amount }
      : found.status === 'reversed'
        ? { type: 'payout.reversed', payoutId, reference, failureCode: found.failureCode }
        : {
            type: 'payout.failed',
            payoutId,
            reference,
            failureCode: found.failureCode ?? 'FAILED',
          };
  await deps.db.transaction().execute((tx) => applyPayoutOutcome(tx, deps, outcome));
}

export interface OpenedPayout {
  reference: string;
  amount: number;
  orderPublicId: string;
  account: { channelNumber: number; bankCode: string | null; number: string; holderName: string };
}

async function openPayout(
  tx: Db,
  deps: ReleaseDeps,
  orderId: string,
  actor: Actor,
  options: { accountId?: string; whenOpen?: WhenOpen; resolves?: string },
): Promise<OpenedPayout | undefined> {
  const { accountId } = options;
  const now = deps.clock.now();
  const order = await syncWithClock(tx, deps, await lockOrder(tx, orderId), now);
  if (order.status !== ORDER_STATUS.approved) {
    throw statusConflict(`Order ${order.publicId} is not approved (status ${order.status})`);
  }
  if (!order.withdrawnAt) {
    throw statusConflict(`The borrower has not accepted order ${order.publicId} yet`);
  }
  const account = await findPayoutAccountRow(tx, order.userId);
  if (!account) {
    throw new AppError(
      BUSINESS_CODE.noPayoutAccount,
      `The borrower of order ${order.publicId} has no payout account: they must bind one before the loan is released`,
    );
  }
  if (accountId !== undefined && accountId !== account.id) {
    throw new AppError(
      BUSINESS_CODE.payoutRefused,
      `Account ${accountId} is not the bound payout account of the borrower of order ${order.publicId}`,
      422,
    );
  }
  const payouts = (await listOrderPayouts(tx, order.id)).filter((p) => p.purpose === 'release');
  const reversed = payouts.find((p) => p.status === 'reversed');
  if (reversed && reversed.reference !== options.resolves) {
    // The borrower accepting again, or the check, waits for the operator like everyone else.
    if (options.whenOpen === 'skip' || options.whenOpen === 'resend') return undefined;
    throw new AppError(
      BUSINESS_CODE.payoutRefused,
      `Payout ${reversed.reference} of order ${order.publicId} was reversed: resolve it first (release again or cancel)`,
      409,
    );
  }
  const open = payouts.find((p) => MAY_EXIST.includes(p.status));
  if (open) {
    // One never answered is sent again under the same key (the check); nothing else is sent.
    if (options.whenOpen === 'resend' && open.status === 'requested') {
      return opened(deps, order, account, open.reference, open.amount);
    }
    if (options.whenOpen === 'skip' || options.whenOpen === 'resend') return undefined;
    throw new AppError(
      BUSINESS_CODE.payoutRefused,
      `Order ${order.publicId} has payout ${open.reference} ${open.status}: no other is sent while it may exist`,
      409,
    );
  }
  if (options.whenOpen === 'resend') return undefined;
  const reference = newPayoutReference();
  const amount = releaseAmount(deps, order, now);
  const row = await insertPayoutRow(tx, {
    order_id: order.id,
    payout_account_id: account.id,
    provider: deps.payments.name,
    reference,
    amount,
    channel_code: account.bank_code ?? String(account.channel_number),
    requested_by: actor,
    created_at: now,
  });
  await appendPayoutEvent(tx, {
    payout_id: row.id,
    status: 'requested',
    note: `requested by ${actor}`,
    at: now,
  });
  if (reversed) {
    await appendPayoutEvent(tx, {
      payout_id: reversed.id,
      status: 'resolved',
      note: `released again by ${actor} as ${reference}`,
      at: now,
    });
  }
  return opened(deps, order, account, reference, amount);
}

export type PayoutAccountRow = NonNullable<Awaited<ReturnType<typeof findPayoutAccountRow>>>;

/** A payout may exist at the gateway in these states: no second one is opened. */
const MAY_EXIST: readonly PayoutWithStatus['status'][] = ['requested', 'pending', 'succeeded'];

export function opened(
  deps: Pick<ReleaseDeps, 'config'>,
  order: Order,
  account: PayoutAccountRow,
  reference: string,
  amount: number,
): OpenedPayout {
  const key = deps.config.accountEncryptionKey;
  return {
    reference,
    amount,
    orderPublicId: order.publicId,
    account: {
      channelNumber: account.channel_number,
      bankCode: account.bank_code,
      number: account.number_ciphertext
        ? decryptAccountNumber(key, account.number_ciphertext)
        : account.account_number,
      holderName: account.account_name,
    },
  };
}

/** What reaches the borrower: the engine's net proceeds of a release today. */
function releaseAmount(deps: LoanDeps, order: Order, now: Date): number {
  return quote(order.pricing, order.principal, phDate(now), deps.config.costCap).netProceeds;
}

function newPayoutReference(): string {
  let digits = '';
  for (let i = 0; i < 12; i += 1) digits += String(randomInt(10));
  return `PO${digits}`;
}

/** The provider's answer to the create call: an outcome now, or the id to wait on. */
async function takePayoutAnswer(deps: ReleaseDeps, reference: string, answer: PayoutAnswer) {
  const payout = await findPayoutByReference(deps.db, reference);
  if (!payout) throw new UnknownPayout(`no payout ${reference}`);
  // The provider's webhook can come before its answer (the sandbox sends it during the call);
  // an outcome, once taken, never changes.
  if (isFinal(payout.status)) return;
  if (answer.status === 'pending') {
    await deps.db.transaction().execute(async (tx) => {
      const { payout: locked } = await lockedPayout(tx, reference);
      if (locked.status !== 'requested') return;
      await appendPayoutEvent(tx, {
        payout_id: locked.id,
        status: 'pending',
        provider_payout_id: answer.providerPayoutId,
        note: 'accepted by the gateway',
        at: deps.clock.now(),
      });
    });
    return;
  }
  const outcome: PayoutOutcome =
    answer.status === 'succeeded'
      ? {
          type: 'payout.succeeded',
          payoutId: answer.providerPayoutId,
          reference,
          amount: payout.amount,
        }
      : {
          type: 'payout.failed',
          payoutId: answer.providerPayoutId,
          reference,
          failureCode: answer.failureCode,
        };
  await deps.db.transaction().execute((tx) => applyPayoutOutcome(tx, deps, outcome));
}

/**
 * A payout's outcome, in the caller's transaction, once: success books the release through
 * `disburse` (the order moves to 170); failure returns the order to the operator with the
 * reason; a reversal undoes the release and holds the order (payout-reversal.service). A repeat,
 * or an answer that comes after a later one (a success after the reversal), answers 'duplicate'.
 */
export async function applyPayoutOutcome(
  tx: Db,
  deps: Omit<ReleaseDeps, 'log'>,
  outcome: PayoutOutcome,
  onReleased: (orderId: string) => void = () => {},
): Promise<'released' | 'refunded' | 'failed' | 'reversed' | 'duplicate'> {
  const { order, payout, payouts } = await lockedPayout(tx, outcome.reference);
  const now = deps.clock.now();
  if (outcome.type === 'payout.reversed') {
    return applyPayoutReversal(tx, deps, order, payout, outcome, now);
  }
  if (isFinal(payout.status)) return 'duplicate';
  if (outcome.type === 'payout.succeeded') {
    if (outcome.amount !== payout.amount) {
      throw new AppError(
        BUSINESS_CODE.payoutRefused,
        `payout ${payout.reference} reports ${outcome.amount}, not ${payout.amount}`,
        422,
      );
    }
    await appendPayoutEvent(tx, {
      payout_id: payout.id,
      status: 'succeeded',
      provider_payout_id: outcome.payoutId,
      note: `confirmed by ${deps.payments.name}`,
      at: now,
    });
    if (payout.purpose === 'refund') {
      await bookRefundPayout(tx, deps, order, payout, now);
      return 'refunded';
    }
    // A release again after a reversal books under keys of its own (the first ones are taken).
    const again = payouts.some((p) => p.purpose === 'release' && p.status === 'resolved');
    await disburse(tx, deps, order, payout.requested_by as Actor, now, {
      keySuffix: again ? payout.reference : undefined,
    });
    onReleased(order.id);
    return 'released';
  }
  const reason = payoutFailureReason(outcome.failureCode);
  await appendPayoutEvent(tx, {
    payout_id: payout.id,
    status: 'failed',
    provider_payout_id: outcome.payoutId ?? null,
    failure_code: outcome.failureCode,
    note: reason,
    at: now,
  });
  // A refund that failed leaves the credit as it was: nothing was booked.
  if (payout.purpose === 'refund') return 'failed';
  const note = `payout ${payout.reference} failed (${outcome.failureCode}): ${reason}; the loan can be released again`;
  await recordTransition(tx, order, order.status, {
    kind: 'release.failed',
    actor: PROVIDER_ACTOR(deps.payments.name),
    note,
    now,
  });
  return 'failed';
}

/** An order's payouts for the operators' view, newest first. */
export async function payoutsOfOrder(db: Db, orderId: string) {
  const rows = await listOrderPayouts(db, orderId);
  return rows.map((row) => ({
    reference: row.reference,
    purpose: row.purpose,
    amount: row.amount,
    status: row.status,
    failureCode: row.failure_code,
    reason: row.failure_code ? payoutFailureReason(row.failure_code) : null,
    requestedBy: row.requested_by,
    at: row.status_at.toISOString(),
  }));
}
