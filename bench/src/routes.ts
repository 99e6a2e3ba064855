import { APP_ROUTES, DEMO_ORDER_IDS, DEMO_PRODUCT_ID } from '@loan/contract';
import { BASELINE_PATH } from './baseline-page.ts';
import type { LighthouseRoute } from './lighthouse.ts';

export interface MeasuredRoute {
  route: string;
  /** Page query besides the demo borrower's sessionid. */
  query?: Record<string, string>;
  /** Goal for first-load JS+CSS, gzip kB. */
  goalKb: number;
}

const OVERDUE_ORDER = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.overdue };

/** Routes whose first-load weight is measured, with the goal each must meet (gzip JS+CSS). */
export const MEASURED_ROUTES: readonly MeasuredRoute[] = [
  { route: APP_ROUTES.customerService, goalKb: 110 },
  { route: APP_ROUTES.confirmLoan, query: { productId: DEMO_PRODUCT_ID }, goalKb: 110 },
  { route: APP_ROUTES.loanDetail, query: OVERDUE_ORDER, goalKb: 110 },
];

/** In-app routes audited by Lighthouse as the demo borrower (the session is added at run time). */
export const SESSION_LIGHTHOUSE_ROUTES: readonly MeasuredRoute[] = MEASURED_ROUTES.filter(
  (route) => route.route !== APP_ROUTES.customerService,
);

export function routeQuery(sessionid: string, route: MeasuredRoute): string {
  return `?${new URLSearchParams({ sessionid, ...route.query })}`;
}

/** The bare static page every Lighthouse figure is compared with. */
export const LIGHTHOUSE_BASELINE: LighthouseRoute = {
  name: 'bare static page',
  path: BASELINE_PATH,
};

/** Routes audited by Lighthouse mobile, after the baseline. Add a route here to audit it. */
export const LIGHTHOUSE_ROUTES: readonly LighthouseRoute[] = [
  { name: APP_ROUTES.home, path: APP_ROUTES.home },
  { name: APP_ROUTES.about, path: APP_ROUTES.about },
  { name: APP_ROUTES.loan, path: APP_ROUTES.loan },
];
