import { pageLocation } from '@/lib/page-location.ts';
import { safeUrl } from '@/lib/safe-url.ts';
import { withSessionQuery } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import { loanDetailMessages } from '../messages.ts';

/** Opens the server's withdraw page (an approved order's h5Url), keeping the session. */
export function openWithdrawal(h5Url: string): void {
  const target = safeUrl(withSessionQuery(h5Url));
  if (target) pageLocation.assign(target);
  else void showToast(loanDetailMessages.linkBlocked);
}
