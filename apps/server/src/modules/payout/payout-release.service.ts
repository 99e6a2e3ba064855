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
  type PaymentProvider,
  type PayoutAnswer,
  ProviderUnavailable,
} from '../payments/payment-provider.ts';
import { payoutFailureReason } from '../payments/xendit-errors.ts';
import { decryptAccountNumber } from './account-secret.ts';
import { findPayoutAccountRow } from './payout-account.repository.ts';
import {
  appendPayoutEvent,
  findPayoutByReference,
  insertPayoutRow,
  listOrderPayouts,
  type PayoutWithStatus,
} from './payouts.repository.ts';

export interface ReleaseDeps extends LoanDeps {
  payments: PaymentProvider;
  config: LoanDeps['config'] & Pick<AppConfig, 'accountEncryptionKey'>;
  log: FastifyBaseLogger;
}

/** A payout event as the gateway reports it (webhook or status query). */
export type PayoutOutcome =
  | { type: 'payout.succeeded'; payoutId: string; reference: string; amount: number }
  | { type: 'payout.failed'; payoutId?: string; reference: string; failureCode: string };

export class UnknownPayout extends Error {
  override name = 'UnknownPayout';
}

const PROVIDER_ACTOR = (provider: string) => `provider:${provider}` as Actor;

/**
 * Releases an approved, accepted loan: a payout through the provider to the borrower's bound
 * account. The order moves to 170 when the provider confirms the payout (at once with the
 * sandbox); a failed payout leaves it approved, with the reason in its history.
 */
export async function releaseLoan(
  deps: ReleaseDeps,
  orderId: string,
  actor: Actor,
  options: { accountId?: string } = {},
): Promise<void> {
  const payout = await deps.db
    .transaction()
    .execute((tx) => openPayout(tx, deps, orderId, actor, options.accountId));
  if (!payout) return;
  let answer: PayoutAnswer;
  try {
    answer = await deps.payments.createPayout({
      reference: payout.reference,
      amount: payout.amount,
      account: payout.account,
      description: `Loan ${payout.orderPublicId}`,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    // The payout stays requested; the status check sends it again with the same key.
    deps.log.warn({ reference: payout.reference, err: error.message }, 'payout not sent yet');
    return;
  }
  await takePayoutAnswer(deps, payout.reference, answer);
}

interface OpenedPayout {
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
  accountId: string | undefined,
): Promise<OpenedPayout | undefined> {
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
  const open = (await listOrderPayouts(tx, order.id)).find((p) => p.status !== 'failed');
  // A payout on its way is not sent twice; one never sent is sent again under the same key.
  if (open && open.status !== 'requested') return undefined;
  const reference = open?.reference ?? newPayoutReference();
  const amount = open?.amount ?? releaseAmount(deps, order, now);
  if (!open) {
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
  }
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

function isFinal(status: PayoutWithStatus['status']): boolean {
  return status === 'succeeded' || status === 'failed';
}

/** Locks the payout's order (every change of a payout goes through it), then reads the payout. */
async function lockedPayout(tx: Db, reference: string) {
  const found = await findPayoutByReference(tx, reference);
  if (!found) throw new UnknownPayout(`no payout ${reference}`);
  const order = await lockOrder(tx, found.order_id);
  return { order, payout: (await findPayoutByReference(tx, reference))! };
}

/**
 * A payout's outcome, in the caller's transaction, once: success books the release through
 * `disburse` (the order moves to 170); failure returns the order to the operator with the
 * reason. A repeat answers 'duplicate'.
 */
export async function applyPayoutOutcome(
  tx: Db,
  deps: Omit<ReleaseDeps, 'log'>,
  outcome: PayoutOutcome,
  onReleased: (orderId: string) => void = () => {},
): Promise<'released' | 'failed' | 'duplicate'> {
  const { order, payout } = await lockedPayout(tx, outcome.reference);
  if (isFinal(payout.status)) return 'duplicate';
  const now = deps.clock.now();
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
    await disburse(tx, deps, order, payout.requested_by as Actor, now);
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
    amount: row.amount,
    status: row.status,
    failureCode: row.failure_code,
    reason: row.failure_code ? payoutFailureReason(row.failure_code) : null,
    requestedBy: row.requested_by,
    at: row.status_at.toISOString(),
  }));
}
