import type { FastifyBaseLogger } from 'fastify';
import { type DecisionMessageDeps, deliverOrderDecisions } from './decision-messages.service.ts';
import { deliverReceipt, type ReceiptMessageDeps } from './receipt-messages.service.ts';

type Deps = ReceiptMessageDeps & DecisionMessageDeps & { log: FastifyBaseLogger };

/**
 * The borrower's receipt message, once the transaction that booked the payment has committed
 * (the commit gives the payment its receipt number, decision 0042). A failure is logged and left
 * to the messages job's catch-up.
 */
export async function receiptAfterCommit(deps: Deps, paymentId: string): Promise<void> {
  await deliverReceipt(deps, paymentId).catch((error: unknown) => {
    deps.log.warn({ payment: paymentId, err: String(error) }, 'receipt message not sent');
  });
}

/** The decision and release messages of an order (internal id), after the commit. */
export async function decisionsAfterCommit(deps: Deps, orderId: string): Promise<void> {
  await deliverOrderDecisions(deps, orderId).catch((error: unknown) => {
    deps.log.warn({ order: orderId, err: String(error) }, 'decision message not sent');
  });
}
