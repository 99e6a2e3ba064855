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
const APPROVED_ORDER = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.approved };
const PRODUCT = { productId: DEMO_PRODUCT_ID };
const COMPLAINT_FORM = { problemType: '2', problemSonType: '0', orderNo: DEMO_ORDER_IDS.overdue };
const LANDING = { id: '1', app_from: 'fb', user_from: 'ad1', utm_tag: 'summer' };
/** /repaymentOfCode as an e-wallet opens it: a QR code of the checkout (the heavier variant). */
const PAY_CODE_PAGE = {
  showType: '2',
  payCode: 'https://checkout.example/pay/PN000000000001',
  repayAmount: '545500',
};

/** Goal for every in-app screen's first load, JS+CSS gzip (docs/decisions/0018). */
const IN_APP_GOAL_KB = 100;

/** In-app routes whose first-load weight is measured, with the goal each must meet. */
export const MEASURED_ROUTES: readonly MeasuredRoute[] = [
  { route: APP_ROUTES.customerService, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.confirmLoan, query: PRODUCT, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.confirmLoanVariant2, query: PRODUCT, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.loanDetail, query: OVERDUE_ORDER, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.loanWithdraw, query: APPROVED_ORDER, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.jointLoginFailure, query: PRODUCT, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.repayment, query: OVERDUE_ORDER, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.repaymentOfCode, query: PAY_CODE_PAGE, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.bindBank, query: PRODUCT, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.complaintForm, query: COMPLAINT_FORM, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.promotion, query: LANDING, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.myLoans, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.repaymentDelay, query: OVERDUE_ORDER, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.repaymentHistory, query: OVERDUE_ORDER, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.complaintList, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.myData, goalKb: IN_APP_GOAL_KB },
  { route: APP_ROUTES.applicantProfile, goalKb: IN_APP_GOAL_KB },
];

/** In-app routes audited by Lighthouse as the demo borrower (the session is added at run time). */
export const SESSION_LIGHTHOUSE_ROUTES: readonly MeasuredRoute[] = MEASURED_ROUTES.filter((route) =>
  (
    [
      APP_ROUTES.customerService,
      APP_ROUTES.confirmLoan,
      APP_ROUTES.loanDetail,
      APP_ROUTES.repayment,
      APP_ROUTES.repaymentOfCode,
      APP_ROUTES.bindBank,
      APP_ROUTES.complaintForm,
      APP_ROUTES.promotion,
    ] as string[]
  ).includes(route.route),
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
