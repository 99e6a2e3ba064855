import { EngineError } from '@loan/loan-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { decisionsAfterCommit, receiptAfterCommit } from '../messages/after-commit.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { lockOrder } from '../order/order-access.ts';
import { applyPayoutOutcome, UnknownPayout } from '../payout/payout-release.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { captureFlags, foreignRequest } from './capture-matching.ts';
import { bookedOnPayCode, insertPaymentFlag } from './payment-flags.repository.ts';
import { bookPayment } from './payment-ledger.service.ts';
import type { PaymentProvider, ProviderEvent, RefusedEvent } from './payment-provider.ts';
import {
  findPayCodeByReference,
  findPaymentByProviderId,
  lockPayCodeByReference,
  type PayCodeRow,
  setPayCodeStatus,
} from './payments.repository.ts';
import { findActiveChannel } from './payments.service.ts';
import { takeWebhookId } from './provider-webhook.repository.ts';

export type CallbackOutcome =
  | {
      status: 200;
      result: 'booked' | 'duplicate' | 'expired' | 'ignored' | 'released' | 'payout-failed';
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

/** A capture whose request id is not its code's (decision 0063): refused and flagged. */
class ForeignRequest extends Error {
  override name = 'ForeignRequest';
  readonly refused: RefusedFlag;
  constructor(refused: RefusedFlag) {
    super(refused.detail);
    this.refused = refused;
  }
}

type RefusedFlag = Omit<RefusedEvent, 'reason'> & { reason: 'sub-centavo' | 'foreign-request' };

type Refusal = { reference: string; reason: string };

/** An authentic event refused as sent: a log line, an audit line and a flag for reconciliation. */
async function refuse(
  deps: CallbackDeps,
  refused: RefusedFlag,
  onRefused: (refusal: Refusal) => Promise<void>,
) {
  deps.log.warn(
    { provider: deps.payments.name, reference: refused.reference, reason: refused.detail },
    'payment callback refused',
  );
  await onRefused({ reference: refused.reference, reason: refused.detail });
  const code = await findPayCodeByReference(deps.db, refused.reference);
  await insertPaymentFlag(deps.db, {
    key: `${refused.reason}:${deps.payments.name}:${refused.paymentId}`,
    provider: deps.payments.name,
    reference: refused.reference,
    reason: refused.reason,
    pay_code_id: code?.id ?? null,
    payment_id: null,
    provider_payment_id: refused.paymentId,
    provider_request_id: refused.requestId ?? null,
    amount: null,
    asked: code?.amount ?? null,
    booked_before: null,
    detail: refused.detail,
    created_at: deps.clock.now(),
  });
}

/**
 * A provider callback. Nothing changes unless it authenticates; a webhook id seen before, or a
 * payment id booked before, takes effect once; an unknown reference is a 404 with an audit line
 * (`onUnknown`); a capture of another request than its code's, or of fractions of a centavo, is a
 * 422 with an audit line and a flag; any other amount is booked and flagged (decision 0063).
 */
export async function handleCallback(
  deps: CallbackDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  onUnknown: (refusal: Refusal) => Promise<void> = async () => {},
): Promise<CallbackOutcome> {
  const reading = deps.payments.readCallback(rawBody, headers, deps.clock.now());
  if (reading.ok === 'refused') {
    await refuse(deps, reading.flag, onUnknown);
    return { status: 422, result: 'refused' };
  }
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
    if (booked) await receiptAfterCommit(deps, booked);
    if (released) await decisionsAfterCommit(deps, released);
    return outcome;
  } catch (error) {
    const log = { provider: deps.payments.name, event: event.type };
    if (error instanceof ForeignRequest) {
      await refuse(deps, error.refused, onUnknown);
      return { status: 422, result: 'refused' };
    }
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

async function apply(
  tx: LoanDeps['db'],
  deps: CallbackDeps,
  event: ProviderEvent,
  after: { booked: (paymentId: string) => void; released: (orderId: string) => void },
): Promise<CallbackOutcome> {
  if (event.type === 'ignored') return { status: 200, result: 'ignored' };
  if (event.type === 'payout.succeeded' || event.type === 'payout.failed') {
    const outcome = await applyPayoutOutcome(tx, deps, event, after.released);
    if (outcome === 'duplicate') return { status: 200, result: 'duplicate' };
    return { status: 200, result: outcome === 'released' ? 'released' : 'payout-failed' };
  }
  const seen = await findPayCodeByReference(tx, event.reference);
  if (!seen) throw new UnknownReference(`no pay code ${event.reference}`);
  // The order first, then its code: the order in which a new full-balance code ends the others.
  if (event.type === 'payment.paid') await lockOrder(tx, seen.order_id);
  const code = (await lockPayCodeByReference(tx, event.reference))!;
  if (event.type === 'payment.expired') {
    if (code.status === 'live') await setPayCodeStatus(tx, code.id, 'expired');
    return { status: 200, result: 'expired' };
  }
  const booked = await findPaymentByProviderId(tx, event.paymentId);
  if (booked) {
    if (booked.amount !== event.amount) await flagRedelivery(tx, deps, code, event, booked.amount);
    return { status: 200, result: 'duplicate' };
  }
  if (foreignRequest(code, event)) {
    throw new ForeignRequest({
      reason: 'foreign-request',
      reference: code.reference,
      paymentId: event.paymentId,
      requestId: event.requestId,
      detail: `request ${event.requestId} is not the request of pay code ${code.reference}`,
    });
  }
  if (event.amount <= 0) {
    throw new AppError(422, `amount ${event.amount} of pay code ${code.reference} is not money`);
  }
  // Money received is never refused (decision 0063): what does not answer the code is booked by
  // the allocation rules all the same, and flagged.
  const bookedBefore = await bookedOnPayCode(tx, code);
  const flags = captureFlags(code, event, bookedBefore);
  const channel = await findActiveChannel(tx, code.channel_number);
  if (code.status === 'live') await setPayCodeStatus(tx, code.id, 'paid');
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
  for (const flag of flags) {
    await insertPaymentFlag(tx, {
      key: `${flag.reason}:${deps.payments.name}:${event.paymentId}`,
      provider: deps.payments.name,
      reference: code.reference,
      reason: flag.reason,
      pay_code_id: code.id,
      payment_id: booking.paymentId,
      provider_payment_id: event.paymentId,
      provider_request_id: event.requestId ?? null,
      amount: event.amount,
      asked: code.amount,
      booked_before: bookedBefore,
      detail: flag.detail,
      created_at: deps.clock.now(),
    });
  }
  if (flags.length > 0) {
    deps.log.warn(
      {
        provider: deps.payments.name,
        reference: code.reference,
        flags: flags.map((f) => f.reason),
      },
      'payment booked and flagged for reconciliation',
    );
  }
  after.booked(booking.paymentId);
  return { status: 200, result: 'booked' };
}

/**
 * A request the gateway captures once, named again with another amount: the payment is booked
 * once, and the difference is flagged for reconciliation (the gateway's own list says which).
 */
async function flagRedelivery(
  tx: LoanDeps['db'],
  deps: CallbackDeps,
  code: PayCodeRow,
  event: Extract<ProviderEvent, { type: 'payment.paid' }>,
  bookedAmount: number,
) {
  await insertPaymentFlag(tx, {
    key: `paid-code:${deps.payments.name}:${event.paymentId}:${event.amount}`,
    provider: deps.payments.name,
    reference: code.reference,
    reason: 'paid-code',
    pay_code_id: code.id,
    payment_id: null,
    provider_payment_id: event.paymentId,
    provider_request_id: event.requestId ?? null,
    amount: event.amount,
    asked: code.amount,
    booked_before: bookedAmount,
    detail: `a capture of ${event.amount} on a request already booked as ${bookedAmount}: not booked twice`,
    created_at: deps.clock.now(),
  });
  deps.log.warn(
    { provider: deps.payments.name, reference: code.reference },
    'a paid request captured again with another amount: flagged',
  );
}
