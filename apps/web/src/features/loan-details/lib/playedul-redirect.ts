import { ORDER_STATUS } from '@loan/contract';
import { safeUrl } from '@/lib/safe-url.ts';
import { withSessionQuery } from '@/lib/session-query.ts';
import type { LoanDetails } from '../api/get-loan-details.ts';

/**
 * Where the page must send the borrower instead (loan-journey §4): playeduL, for any status but
 * rejected. Null when there is none or the redirect guard refuses it. The session query is added
 * only on our own origin: a partner must never receive the borrower's session.
 */
export function playeduLRedirectOf(details: LoanDetails): string | null {
  if (details.orderStatus === ORDER_STATUS.rejected || !details.playeduL) return null;
  const guarded = safeUrl(details.playeduL);
  if (!guarded) return null;
  const url = new URL(guarded);
  if (url.origin !== window.location.origin) return guarded;
  const target = new URL(withSessionQuery(`${url.pathname}${url.search}`), url.origin);
  target.hash = url.hash;
  return target.href;
}
