import { APP_ROUTES } from '@loan/contract';

/** Routes whose first-load weight is measured, with the goal each must meet (gzip JS+CSS). */
export const MEASURED_ROUTES = [{ route: APP_ROUTES.customerService, goalKb: 110 }] as const;
