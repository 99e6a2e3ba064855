import { FROM_CONFIRM_QUERY, type ResponseOf, TERM_UNIT_DAY } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import type { ApiResult } from '@/lib/http/api-result.ts';
import { safeUrl } from '@/lib/safe-url.ts';
import { getPageQueryValue, withSessionIfInApp } from '@/lib/session-query.ts';
import { loanConfirmMessages } from './messages.ts';

/** The server's quote, as both variants read it (variant 2 adds fields on top). */
export type LoanQuote = ResponseOf<typeof endpoints.loanDetailConfirm>;
export type Variant2Quote = ResponseOf<typeof endpoints.satire>;
export type Promotion = NonNullable<Variant2Quote['promotion']>;
export type Agreement = ResponseOf<typeof endpoints.contractList>[number];

/** What the push sends: exactly the figures the server quoted, for the page's product. */
export interface LoanTerms {
  amount: number;
  periods: number;
  termUnit: string;
  productId: string;
}

export type PushLoan = (
  terms: LoanTerms,
  idempotencyKey: string,
) => Promise<ApiResult<{ lendDetailsUrl: string }>>;

/** Resolves to the agreement's address as the server gave it, or null (failure already toasted). */
export type OpenAgreement = (position: number) => Promise<string | null>;

export function termsOf(quote: LoanQuote, productId: string): LoanTerms {
  return {
    amount: quote.amount,
    periods: quote.periods,
    termUnit: quote.termUnit,
    productId,
  };
}

/** The page's product: `productId`, or its alias `product_id`; '' when neither is present. */
export function readProductId(): string {
  return getPageQueryValue('productId') || getPageQueryValue('product_id');
}

/** An order id only exists after a push; before it the calls leave it out. */
export function readOrderId(): { orderId?: string } {
  const orderId = getPageQueryValue('orderId');
  return orderId ? { orderId } : {};
}

export function formatTerm(periods: number, termUnit: string): string {
  return termUnit === TERM_UNIT_DAY
    ? loanConfirmMessages.termDays(periods)
    : `${periods} ${termUnit}`;
}

/**
 * Where the page goes after the push: the server's lendDetailsUrl once it passed the redirect
 * guard, with the session query and from=confirm added so the details page knows the borrower and
 * where they came from. Null when the guard refuses it. Another (allow-listed) origin gets the
 * address as given: a partner must never receive the borrower's session.
 */
export function lendDetailsTarget(lendDetailsUrl: string | undefined): string | null {
  const guarded = safeUrl(lendDetailsUrl);
  if (!guarded) return null;
  const url = new URL(withSessionIfInApp(guarded));
  if (url.origin !== window.location.origin) return guarded;
  for (const [key, value] of Object.entries(FROM_CONFIRM_QUERY)) {
    url.searchParams.set(key, value);
  }
  return url.href;
}
