import { type BrandConfig, DEMO_CUSTOMER_SERVICE_CONTACT } from '@loan/contract';

/**
 * The customer service contact row. Outside production it is the contract's demo contact; in
 * production it comes from the brand: the company e-mail and the spec's customer-service phone
 * (`servicePhone`, which is what smWa shows).
 */
export function initialContact(brand: BrandConfig, production: boolean) {
  if (!production) return { ...DEMO_CUSTOMER_SERVICE_CONTACT };
  return { email: brand.companyEmail, smWa: brand.servicePhone };
}
