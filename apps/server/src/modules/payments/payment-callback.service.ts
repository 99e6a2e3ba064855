import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { EngineError } from '../loan/engine/index.ts';
import type { LoanDeps } from '../loan/loan-deps.ts';
import { bookPayment } from './payment-ledger.service.ts';
import type { PaymentProvider, ProviderEvent } from './payment-provider.ts';
import {
  findChannelRow,
  findPaymentByProviderId,
  lockPayCodeByReference,
  setPayCodeStatus,
} from './payments.repository.ts';

export type CallbackOutcome =
  | { status: 200; result: 'booked' | 'duplicate' | 'expired' | 'ignored' }
  | { status: 401; result: 'rejected' }
  | { status: 422; result: 'refused' };

interface CallbackDeps extends LoanDeps {
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

/**
 * A provider callback. Nothing changes unless the signature holds; a payment takes effect once
 * (its provider id is unique, checked under the pay code's lock); a wrong amount is refused.
 */
export async function handleCallback(
  deps: CallbackDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<CallbackOutcome> {
  const reading = deps.payments.readCallback(rawBody, headers, deps.clock.now());
  if (!reading.ok) {
    deps.log.warn(
      { provider: deps.payments.name, reason: reading.reason },
      'payment callback rejected',
    );
    return { status: 401, result: 'rejected' };
  }
  try {
    return await deps.db.transaction().execute((tx) => apply(tx, deps, reading.event));
  } catch (error) {
    if (!(error instanceof AppError || error instanceof EngineError)) throw error;
    deps.log.warn(
      { provider: deps.payments.name, event: reading.event.type, reason: error.message },
      'payment callback refused',
    );
    return { status: 422, result: 'refused' };
  }
}

async function apply(tx: LoanDeps['db'], deps: CallbackDeps, event: ProviderEvent) {
  const code = await lockPayCodeByReference(tx, event.reference);
  if (!code) throw new AppError(404, `no pay code ${event.reference}`);
  if (event.type === 'payment.expired') {
    if (code.status === 'live') await setPayCodeStatus(tx, code.id, 'expired');
    return { status: 200, result: 'expired' } as const;
  }
  if (await findPaymentByProviderId(tx, event.paymentId)) {
    return { status: 200, result: 'duplicate' } as const;
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
  const channel = await findChannelRow(tx, code.channel_number);
  await bookPayment(tx, deps, {
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
  await setPayCodeStatus(tx, code.id, 'paid');
  return { status: 200, result: 'booked' } as const;
}
