import { APP_ROUTES } from '@loan/contract';
import { BASELINE_PATH } from './baseline-page.ts';
import type { LighthouseRoute } from './lighthouse.ts';

/** Routes whose first-load weight is measured, with the goal each must meet (gzip JS+CSS). */
export const MEASURED_ROUTES = [{ route: APP_ROUTES.customerService, goalKb: 110 }] as const;

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
