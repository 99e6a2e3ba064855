import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { answerEndpoint } from '@/testing/answer-endpoint.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import type { LoanDetails } from '../api/get-loan-details.ts';
import { LoanDetailRoute } from '../routes/loan-detail.tsx';
import { LoanWithdrawRoute } from '../routes/loan-withdraw.tsx';

/** Opens the app at `url` with the two order pages routed, and a stand-in for every other page. */
export function renderOrderPage(url: string) {
  return renderRoutes(url, {
    [APP_ROUTES.loanDetail]: LoanDetailRoute,
    [APP_ROUTES.loanWithdraw]: LoanWithdrawRoute,
  });
}

/** Answers the loan details call with `details`; returns the payloads it received. */
export function answerLoanDetails(details: LoanDetails) {
  return answerEndpoint(endpoints.loanDetails, details);
}

/** The current address's query as a plain object. */
export function currentQuery(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}
