import { APP_ROUTES } from '@loan/contract';
import { type ComponentType, lazy } from 'react';

// Each screen's module loads on first visit, so each screen is its own chunk.
const CustomerService = lazy(async () => ({
  default: (await import('@/features/customer-service/routes/customer-service.tsx'))
    .CustomerServiceRoute,
}));
const Complaint = lazy(async () => ({
  default: (await import('@/features/complaint/routes/complaint.tsx')).ComplaintRoute,
}));
const ConfirmLoan = lazy(async () => ({
  default: (await import('@/features/loan-confirm/routes/confirm-loan.tsx')).ConfirmLoanRoute,
}));
const ConfirmLoanVariant2 = lazy(async () => ({
  default: (await import('@/features/loan-confirm/routes/confirm-loan-variant2.tsx'))
    .ConfirmLoanVariant2Route,
}));
const LoanDetail = lazy(async () => ({
  default: (await import('@/features/loan-details/routes/loan-detail.tsx')).LoanDetailRoute,
}));
const LoanWithdraw = lazy(async () => ({
  default: (await import('@/features/loan-details/routes/loan-withdraw.tsx')).LoanWithdrawRoute,
}));
const JointLoginFailure = lazy(async () => ({
  default: (await import('@/features/joint-login-failure/routes/joint-login-failure.tsx'))
    .JointLoginFailureRoute,
}));
const Home = lazy(async () => ({
  default: (await import('@/features/public-site/routes/home.tsx')).HomeRoute,
}));
const About = lazy(async () => ({
  default: (await import('@/features/public-site/routes/about.tsx')).AboutRoute,
}));
const Policy = lazy(async () => ({
  default: (await import('@/features/public-site/routes/policy.tsx')).PolicyRoute,
}));
const Loan = lazy(async () => ({
  default: (await import('@/features/public-site/routes/loan.tsx')).LoanRoute,
}));
const AboutUs = lazy(async () => ({
  default: (await import('@/features/public-site/routes/about-us.tsx')).AboutUsRoute,
}));
const PrivacyPolicy = lazy(async () => ({
  default: (await import('@/features/public-site/routes/privacy-policy.tsx')).PrivacyPolicyRoute,
}));
const LoanTerms = lazy(async () => ({
  default: (await import('@/features/public-site/routes/loan-terms.tsx')).LoanTermsRoute,
}));
const TestPreview = lazy(async () => ({
  default: (await import('@/features/test-preview/routes/test-preview.tsx')).TestPreviewRoute,
}));
const NotAvailable = lazy(async () => ({
  default: (await import('./routes/not-available.tsx')).NotAvailableRoute,
}));
const NotFound = lazy(async () => ({
  default: (await import('./routes/not-found.tsx')).NotFoundRoute,
}));

export interface AppPath {
  path: string;
  Component: ComponentType;
}

/** Every screen of the app, once: its path (from the contract's APP_ROUTES) and its module. */
export const appPaths: readonly AppPath[] = [
  { path: APP_ROUTES.customerService, Component: CustomerService },
  { path: APP_ROUTES.complaint, Component: Complaint },
  { path: APP_ROUTES.confirmLoan, Component: ConfirmLoan },
  { path: APP_ROUTES.confirmLoanVariant2, Component: ConfirmLoanVariant2 },
  { path: APP_ROUTES.loanDetail, Component: LoanDetail },
  { path: APP_ROUTES.loanWithdraw, Component: LoanWithdraw },
  { path: APP_ROUTES.jointLoginFailure, Component: JointLoginFailure },
  // The public pages; the server serves them prerendered (docs/decisions/0008), these render
  // them on in-app navigation and in the dev server.
  { path: APP_ROUTES.home, Component: Home },
  { path: APP_ROUTES.about, Component: About },
  { path: APP_ROUTES.policy, Component: Policy },
  { path: APP_ROUTES.loan, Component: Loan },
  { path: APP_ROUTES.aboutUs, Component: AboutUs },
  { path: APP_ROUTES.privacyPolicy, Component: PrivacyPolicy },
  { path: APP_ROUTES.loanTerms, Component: LoanTerms },
  { path: APP_ROUTES.testPreview, Component: TestPreview },
  // Screens not built yet say so (rather than 'not found') until their issue lands.
  { path: APP_ROUTES.repayment, Component: NotAvailable },
  { path: APP_ROUTES.repaymentDelay, Component: NotAvailable },
  { path: APP_ROUTES.bindBank, Component: NotAvailable },
  { path: APP_ROUTES.repaymentInstructions, Component: NotAvailable },
  { path: '*', Component: NotFound },
];
