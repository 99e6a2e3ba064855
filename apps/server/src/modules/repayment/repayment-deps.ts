import type { LoanDeps } from '../order/loan-deps.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** The loan services' needs plus the payment provider; the app instance satisfies it. */
export interface RepaymentDeps extends LoanDeps {
  payments: PaymentProvider;
}
