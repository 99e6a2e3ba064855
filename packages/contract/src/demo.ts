/**
 * What the demo seed puts in an empty database outside production. The seed, the e2e tests and
 * the benchmarks read these, so they always agree.
 */
export const DEMO_BORROWER_PHONE = '09171234567';
export const DEMO_CUSTOMER_SERVICE_CONTACT = {
  email: 'support@pesonow.example',
  smWa: '+63 917 555 0100',
} as const;
