import { useCallback, useRef, useState } from 'react';
import { guid } from '@/lib/guid.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { showToast } from '@/lib/toast.ts';
import { type LoanTerms, lendDetailsTarget, type PushLoan } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';

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
