import { APP_ROUTES, BUSINESS_CODE } from '@loan/contract';
import { useCallback, useRef, useState } from 'react';
import { guid } from '@/lib/guid.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { withSessionQuery } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import { type LoanTerms, lendDetailsTarget, type PushLoan } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';

/** The profile page, returning to this confirm page once the profile is saved. */
function profileTarget(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  const query = new URLSearchParams({ returnTo: here });
  return withSessionQuery(`${APP_ROUTES.applicantProfile}?${query}`);
}

/**
 * Loan Now: one push at a time (a ref, because two taps can land before React re-renders), with
 * an Idempotency-Key so the server answers a repeat with the same order. On success the page is
 * replaced by the loan details page.
 */
export function useLoanPush(pushLoan: PushLoan) {
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const [pending, setPending] = useState(false);

  const push = useCallback(
    async (terms: LoanTerms) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      idempotencyKey.current ??= guid();
      let leaving = false;
      try {
        const result = await pushLoan(terms, idempotencyKey.current);
        if (!result.success) {
          // Refused (message toasted): a later tap is a new application, so it gets a new key.
          idempotencyKey.current = null;
          if (result.code === BUSINESS_CODE.profileRequired) {
            // Who is borrowing comes first; the profile page brings the borrower back here.
            leaving = true;
            pageLocation.assign(profileTarget());
          }
          return;
        }
        const target = lendDetailsTarget(result.data?.lendDetailsUrl);
        if (!target) {
          void showToast(loanConfirmMessages.linkRefused);
          return;
        }
        leaving = true;
        pageLocation.replace(target);
      } catch (error) {
        // Outcome unknown (network, time-out): the kept key stops a retry from making a second loan.
        reportCallFailure(error);
      } finally {
        // While the page is being replaced, Loan Now stays locked.
        if (!leaving) {
          inFlight.current = false;
          setPending(false);
        }
      }
    },
    [pushLoan],
  );

  return { push, pending };
}
