import { type Locale, OFF_HOURS_CONSENT_WORDS } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { LOAN_OUT_STATUSES, type Order } from '../order/order.ts';
import { findOwnOrder } from '../order/order-access.ts';
import { consentsInForce, insertConsent, withdrawConsent } from './collections.repository.ts';

const NOT_REPAYING = 4304;

function mayGrant(order: Order): boolean {
  return (LOAN_OUT_STATUSES as readonly number[]).includes(order.status);
}

async function view(deps: LoanDeps, order: Order, language: Locale) {
  const granted = (await consentsInForce(deps.db, [order.id])).get(order.id);
  return {
    orderId: order.publicId,
    words: OFF_HOURS_CONSENT_WORDS[language],
    granted: granted
      ? {
          grantedAt: granted.granted_at.toISOString(),
          words: granted.words,
          language: granted.language === 'fil' ? ('fil' as const) : ('en' as const),
        }
      : null,
    mayGrant: mayGrant(order),
  };
}

/** Whether the borrower allows collection contact outside the hours on their own order. */
export async function offHoursConsent(
  deps: LoanDeps,
  userId: string,
  input: { orderId: string; language: Locale },
) {
  return view(deps, await findOwnOrder(deps.db, userId, input.orderId), input.language);
}

/**
 * The borrower allows contact outside the hours on their loan being repaid: the words of the
 * language they read and the time are kept; given twice, the first consent stands.
 */
export async function grantOffHoursConsent(
  deps: LoanDeps,
  userId: string,
  input: { orderId: string; language: Locale },
) {
  const order = await findOwnOrder(deps.db, userId, input.orderId);
  if (!mayGrant(order)) {
    throw new AppError(NOT_REPAYING, 'Consent can be given only while the loan is being repaid');
  }
  await insertConsent(deps.db, {
    order_id: order.id,
    user_id: userId,
    words: OFF_HOURS_CONSENT_WORDS[input.language],
    language: input.language,
    granted_at: deps.clock.now(),
  });
  return view(deps, order, input.language);
}

/** The borrower takes the consent back: contact keeps to the hours again from now. */
export async function withdrawOffHoursConsent(
  deps: LoanDeps,
  userId: string,
  input: { orderId: string; language: Locale },
) {
  const order = await findOwnOrder(deps.db, userId, input.orderId);
  await withdrawConsent(deps.db, order.id, deps.clock.now());
  return view(deps, order, input.language);
}
