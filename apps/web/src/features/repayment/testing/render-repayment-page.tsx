import { APP_ROUTES } from '@loan/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter, Route, Routes, useLocation } from '@/lib/router/router.tsx';
import { openPage } from '@/testing/render.tsx';
import { RepaymentRoute } from '../routes/repayment.tsx';
import { RepaymentDelayRoute } from '../routes/repayment-delay.tsx';
import { RepaymentOfCodeRoute } from '../routes/repayment-of-code.tsx';
import { RepaymentOfCode2Route } from '../routes/repayment-of-code2.tsx';

/** Where in-app navigation lands in these tests: it names the path it was opened at. */
function OtherPage() {
  const location = useLocation();
  return <p>Other page {location.pathname}</p>;
}

/** Opens the app at `url` with the repayment screens routed, and a stand-in for the others. */
export function renderRepaymentPage(url: string) {
  openPage(url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path={APP_ROUTES.repayment} element={<RepaymentRoute />} />
          <Route path={APP_ROUTES.repaymentDelay} element={<RepaymentDelayRoute />} />
          <Route path={APP_ROUTES.repaymentOfCode} element={<RepaymentOfCodeRoute />} />
          <Route path={APP_ROUTES.repaymentOfCode2} element={<RepaymentOfCode2Route />} />
          <Route path="*" element={<OtherPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
