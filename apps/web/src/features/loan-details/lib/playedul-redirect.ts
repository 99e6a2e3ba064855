import { ORDER_STATUS } from '@loan/contract';
import { safeUrl } from '@/lib/safe-url.ts';
import { withSessionQuery } from '@/lib/session-query.ts';
import type { LoanDetails } from '../api/get-loan-details.ts';

/**
 * Where the page must send the borrower instead (loan-journey §4): playeduL with the session
 * query, for any status but rejected. Null when there is none or the redirect guard refuses it.
 */
export function playeduLRedirectOf(details: LoanDetails): string | null {
  if (details.orderStatus === ORDER_STATUS.rejected || !details.playeduL) return null;
  return safeUrl(withSessionQuery(details.playeduL));
}
