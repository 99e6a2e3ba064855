import { BUSINESS_CODE, ORDER_STATUS } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import { runIdempotent } from '../idempotency/idempotency.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { findOwnOrder, ORDER_NOT_FOUND_MESSAGE, statusConflict } from '../order/order-access.ts';
import { insertRatingIfMissing } from './rating.repository.ts';

/** The rating modal's submit: once per settled order of the borrower's; repeats change nothing. */
export async function rateOrder(
  deps: LoanDeps,
  userId: string,
  orderId: string | undefined,
  score: number,
  idempotencyKey: string | undefined,
): Promise<null> {
  if (!orderId) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE);
  const order = await findOwnOrder(deps.db, userId, orderId);
  if (order.status !== ORDER_STATUS.settled) {
    throw statusConflict('Only a settled loan can be rated');
  }
  const now = deps.clock.now();
  const call = {
    userId,
    scope: 'google-score',
    key: idempotencyKey,
    request: { orderId, score },
    now,
  };
  return runIdempotent(deps.db, call, async (tx) => {
    await insertRatingIfMissing(tx, order.id, score, now);
    return null;
  });
}
