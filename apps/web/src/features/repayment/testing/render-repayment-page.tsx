import { APP_ROUTES } from '@loan/contract';
import { renderRoutes } from '@/testing/render-routes.tsx';
import { RepaymentRoute } from '../routes/repayment.tsx';
import { RepaymentDelayRoute } from '../routes/repayment-delay.tsx';
import { RepaymentOfCodeRoute } from '../routes/repayment-of-code.tsx';
import { RepaymentOfCode2Route } from '../routes/repayment-of-code2.tsx';

/** Opens the app at `url` with the repayment screens routed, and a stand-in for the others. */
export function renderRepaymentPage(url: string) {
  return renderRoutes(url, {
    [APP_ROUTES.repayment]: RepaymentRoute,
    [APP_ROUTES.repaymentDelay]: RepaymentDelayRoute,
    [APP_ROUTES.repaymentOfCode]: RepaymentOfCodeRoute,
    [APP_ROUTES.repaymentOfCode2]: RepaymentOfCode2Route,
  });
}
