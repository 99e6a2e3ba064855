/**
 * What the demo seed puts in an empty database outside production. The seed, the e2e tests and
 * the benchmarks read these, so they always agree.
 */
export const DEMO_BORROWER_PHONE = '09171234567';
export const DEMO_CUSTOMER_SERVICE_CONTACT = {
  email: 'support@pesonow.example',
  smWa: '+63 917 555 0100',
} as const;

/** The demo catalogue's own product: confirm loan v3 and variant 2 open it. */
export const DEMO_PRODUCT_ID = '1001';

/**
 * The demo borrower's orders, one in every status, so each branch of the order details page can
 * be opened (the seed creates them with these ids).
 */
export const DEMO_ORDER_IDS = {
  rejected: 'PN-DEMO-021',
  underReview: 'PN-DEMO-110',
  approved: 'PN-DEMO-151',
  disbursed: 'PN-DEMO-170',
  due: 'PN-DEMO-174',
  overdue: 'PN-DEMO-180',
  settled: 'PN-DEMO-200',
} as const;

/** The demo promotion landing page (template 1): `/promotion?id=1&app_from=...`. */
export const DEMO_LANDING_TEMPLATE = { id: 1, name: 'PesoNow: cash in minutes' } as const;
