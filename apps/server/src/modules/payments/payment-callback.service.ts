import { EngineError } from '@loan/loan-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { decisionsAfterCommit, receiptAfterCommit } from '../messages/after-commit.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { applyPayoutOutcome, UnknownPayout } from '../payout/payout-release.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { bookPayment } from './payment-ledger.service.ts';
import type { PaymentProvider, ProviderEvent } from './payment-provider.ts';
import {
  findPaymentByProviderId,
  lockPayCodeByReference,
  setPayCodeStatus,
} from './payments.repository.ts';
import { findActiveChannel } from './payments.service.ts';
import { takeWebhookId } from './provider-webhook.repository.ts';

export type CallbackOutcome =
  | {
      status: 200;
      result:
        | 'booked'
        | 'duplicate'
        | 'expired'
        | 'ignored'
        | 'released'
        | 'refunded'
        | 'payout-failed'
        | 'payout-reversed';
    }
  | { status: 401; result: 'rejected' }
  | { status: 404; result: 'unknown' }
  | { status: 422; result: 'refused' };

export interface CallbackDeps extends LoanDeps {
  payments: PaymentProvider;
  config: LoanDeps['config'] & Pick<AppConfig, 'accountEncryptionKey'>;
  log: FastifyBaseLogger;
  /** The receipt message's SMS, after the booking commits. */
  sms: SmsProvider;
}

/** A reference that is none of our pay codes or payouts. */
class UnknownReference extends Error {
  override name = 'UnknownReference';
}

type Refusal = { reference: string; reason: string };

/**
 * A provider callback. Nothing changes unless it authenticates; a webhook id seen before, or a
 * payment id booked before, takes effect once; an unknown reference is a 404 with an audit line
 * (`onUnknown`); a wrong amount is refused.
 */
export async function handleCallback(
  deps: CallbackDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  onUnknown: (refusal: Refusal) => Promise<void> = async () => {},
): Promise<CallbackOutcome> {
  const reading = deps.payments.readCallback(rawBody, headers, deps.clock.now());
  if (!reading.ok) {
    deps.log.warn(
      { provider: deps.payments.name, reason: reading.reason },
      'payment callback rejected',
    );
    return { status: 401, result: 'rejected' };
  }
  return applyProviderEvent(deps, reading.event, reading.webhookId, onUnknown);
}

/** An event from a callback, a status query or reconciliation, in its own transaction. */
export async function applyProviderEvent(
  deps: CallbackDeps,
  event: ProviderEvent,
  webhookId?: string,
  onUnknown: (refusal: Refusal) => Promise<void> = async () => {},
): Promise<CallbackOutcome> {
  let booked: string | undefined;
  let released: string | undefined;
  try {
    const outcome = await deps.db.transaction().execute(async (tx) => {
      const now = deps.clock.now();
      if (webhookId && !(await takeWebhookId(tx, deps.payments.name, webhookId, now))) {
        return { status: 200, result: 'duplicate' } as const;
      }
      return apply(tx, deps, event, {
        booked: (paymentId) => {
          booked = paymentId;
        },
        released: (orderId) => {
          released = orderId;
        },
      });
    });
    if (outcome.result === 'payout-reversed' && 'reference' in event) {
      deps.log.warn(
        { reference: event.reference },
        'payout reversed: the order awaits an operator',
      );
    }
    if (booked) await receiptAfterCommit(deps, booked);
    if (released) await decisionsAfterCommit(deps, released);
    return outcome;
  } catch (error) {
    const log = { provider: deps.payments.name, event: event.type };
    if (error instanceof UnknownReference || error instanceof UnknownPayout) {
      deps.log.warn({ ...log, reason: error.message }, 'payment callback for an unknown reference');
      const reference = 'reference' in event ? event.reference : '';
      await onUnknown({ reference, reason: error.message });
      return { status: 404, result: 'unknown' };
    }
    if (!(error instanceof AppError || error instanceof EngineError)) throw error;
    deps.log.warn({ ...log, reason: error.message }, 'payment callback refused');
    return { status: 422, result: 'refused' };
  }
}

const PAYOUT_RESULTS = {
  released: 'released',
  refunded: 'refunded',
  failed: 'payout-failed',
  reversed: 'payout-reversed',
} as const;

async function apply(
  tx: LoanDeps['db'],
  deps: CallbackDeps,
  event: ProviderEvent,
  after: { booked: (paymentId: string) => void; released: (orderId: string) => void },
): Promise<CallbackOutcome> {
  if (event.type === 'ignored') return { status: 200, result: 'ignored' };
  if (
    event.type === 'payout.succeeded' ||
    event.type === 'payout.failed' ||
    event.type === 'payout.reversed'
  ) {
    const outcome = await applyPayoutOutcome(tx, deps, event, after.released);
    if (outcome === 'duplicate') return { status: 200, result: 'duplicate' };
    return { status: 200, result: PAYOUT_RESULTS[outcome] };
  }
  const code = await lockPayCodeByReference(tx, event.reference);
  if (!code) throw new UnknownReference(`no pay code ${event.reference}`);
  if (event.type === 'payment.expired') {
    if (code.status === 'live') await setPayCodeStatus(tx, code.id, 'expired');
    return { status: 200, result: 'expired' };
  }
  if (await findPaymentByProviderId(tx, event.paymentId)) {
    return { status: 200, result: 'duplicate' };
  }
  const wrongAmount =
    event.amount <= 0 ||
    event.amount > code.amount ||
    (code.kind === 'rollover' && event.amount !== code.amount);
  if (wrongAmount) {
    throw new AppError(
      422,
      `amount ${event.amount} does not fit pay code ${code.reference} (${code.amount})`,
    );
  }
  const channel = await findActiveChannel(tx, code.channel_number);
  await setPayCodeStatus(tx, code.id, 'paid');
  const booking = await bookPayment(tx, deps, {
    orderId: code.order_id,
    amount: event.amount,
    kind: code.kind,
    source: 'provider',
    provider: deps.payments.name,
    providerPaymentId: event.paymentId,
    payCodeId: code.id,
    reference: code.reference,
    channel: channel?.name ?? String(code.channel_number),
    actor: `provider:${deps.payments.name}`,
    paidAt: event.paidAt,
  });
  after.booked(booking.paymentId);
  return { status: 200, result: 'booked' };
}
