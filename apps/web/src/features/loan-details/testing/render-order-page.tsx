import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter, Route, Routes, useLocation } from '@/lib/router/router.tsx';
import { type EndpointRequest, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { openPage } from '@/testing/render.tsx';
import type { LoanDetails } from '../api/get-loan-details.ts';
import { LoanDetailRoute } from '../routes/loan-detail.tsx';
import { LoanWithdrawRoute } from '../routes/loan-withdraw.tsx';

/** Where in-app navigation lands in these tests: it names the path it was opened at. */
function OtherPage() {
  const location = useLocation();
  return <p>Other page {location.pathname}</p>;
}

/** Opens the app at `url` with the two order pages routed, and a stand-in for every other page. */
export function renderOrderPage(url: string) {
  openPage(url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path={APP_ROUTES.loanDetail} element={<LoanDetailRoute />} />
          <Route path={APP_ROUTES.loanWithdraw} element={<LoanWithdrawRoute />} />
          <Route path="*" element={<OtherPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

/** Answers the loan details call with `details`; returns the payloads it received. */
export function answerLoanDetails(details: LoanDetails) {
  const received: EndpointRequest<typeof endpoints.loanDetails>[] = [];
  server.use(
    handleEndpoint(endpoints.loanDetails, (request) => {
      received.push(request);
      return ok(endpoints.loanDetails, details);
    }),
  );
  return received;
}

/** The current address's query as a plain object. */
export function currentQuery(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}
