import { APP_ROUTES } from '@loan/contract';
import type { Screen } from '@/lib/screen.ts';
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';

// Every route module, each its own chunk, loaded on first visit (or before hydration).
const routeModules = import.meta.glob<{ screen: Screen }>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

function screenAt(file: string): LazyScreen {
  const importModule = routeModules[file];
  if (!importModule) throw new Error(`no route module ${file}`);
  return lazyScreen(`src/${file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}`, importModule);
}

export interface AppPath {
  path: string;
  screen: LazyScreen;
}

/** Every screen of the app, once: its path (from the contract's APP_ROUTES) and its module. */
export const appPaths: readonly AppPath[] = [
  {
    path: APP_ROUTES.customerService,
    screen: screenAt('../features/customer-service/routes/customer-service.tsx'),
  },
  { path: APP_ROUTES.complaint, screen: screenAt('../features/complaint/routes/complaint.tsx') },
  {
    path: APP_ROUTES.complaintForm,
    screen: screenAt('../features/complaint/routes/complaint-form.tsx'),
  },
  {
    path: APP_ROUTES.complaintList,
    screen: screenAt('../features/complaint/routes/complaint-list.tsx'),
  },
  {
    path: APP_ROUTES.complaintDetail,
    screen: screenAt('../features/complaint/routes/complaint-detail.tsx'),
  },
  {
    path: APP_ROUTES.confirmLoan,
    screen: screenAt('../features/loan-confirm/routes/confirm-loan.tsx'),
  },
  {
    path: APP_ROUTES.confirmLoanVariant2,
    screen: screenAt('../features/loan-confirm/routes/confirm-loan-variant2.tsx'),
  },
  {
    path: APP_ROUTES.loanDetail,
    screen: screenAt('../features/loan-details/routes/loan-detail.tsx'),
  },
  {
    path: APP_ROUTES.loanWithdraw,
    screen: screenAt('../features/loan-details/routes/loan-withdraw.tsx'),
  },
  {
    path: APP_ROUTES.jointLoginFailure,
    screen: screenAt('../features/joint-login-failure/routes/joint-login-failure.tsx'),
  },
  // The public pages; the server serves them prerendered (docs/decisions/0008), these render
  // them on in-app navigation and in the dev server.
  { path: APP_ROUTES.home, screen: screenAt('../features/public-site/routes/home.tsx') },
  { path: APP_ROUTES.about, screen: screenAt('../features/public-site/routes/about.tsx') },
  { path: APP_ROUTES.policy, screen: screenAt('../features/public-site/routes/policy.tsx') },
  { path: APP_ROUTES.loan, screen: screenAt('../features/public-site/routes/loan.tsx') },
  { path: APP_ROUTES.aboutUs, screen: screenAt('../features/public-site/routes/about-us.tsx') },
  {
    path: APP_ROUTES.privacyPolicy,
    screen: screenAt('../features/public-site/routes/privacy-policy.tsx'),
  },
  {
    path: APP_ROUTES.loanTerms,
    screen: screenAt('../features/public-site/routes/loan-terms.tsx'),
  },
  {
    path: APP_ROUTES.testPreview,
    screen: screenAt('../features/test-preview/routes/test-preview.tsx'),
  },
  { path: APP_ROUTES.repayment, screen: screenAt('../features/repayment/routes/repayment.tsx') },
  {
    path: APP_ROUTES.repaymentDelay,
    screen: screenAt('../features/repayment/routes/repayment-delay.tsx'),
  },
  {
    path: APP_ROUTES.repaymentOfCode,
    screen: screenAt('../features/repayment/routes/repayment-of-code.tsx'),
  },
  {
    path: APP_ROUTES.repaymentOfCode2,
    screen: screenAt('../features/repayment/routes/repayment-of-code2.tsx'),
  },
  {
    path: APP_ROUTES.repaymentInstructions,
    screen: screenAt('../features/repayment/routes/repayment-instructions.tsx'),
  },
  {
    path: APP_ROUTES.repaymentHistory,
    screen: screenAt('../features/repayment/routes/repayment-history.tsx'),
  },
  {
    path: APP_ROUTES.repaymentReceipt,
    screen: screenAt('../features/repayment/routes/repayment-receipt.tsx'),
  },
  { path: APP_ROUTES.myData, screen: screenAt('../features/data-rights/routes/my-data.tsx') },
  {
    path: APP_ROUTES.paymentWay,
    screen: screenAt('../features/payment-way/routes/payment-way.tsx'),
  },
  { path: APP_ROUTES.promotion, screen: screenAt('../features/registration/routes/promotion.tsx') },
  {
    path: APP_ROUTES.downloadTemplate,
    screen: screenAt('../features/registration/routes/download-template.tsx'),
  },
  {
    path: APP_ROUTES.agreementTemplate,
    screen: screenAt('../features/registration/routes/agreement-template.tsx'),
  },
  { path: APP_ROUTES.signIn, screen: screenAt('../features/registration/routes/sign-in.tsx') },
  { path: APP_ROUTES.myLoans, screen: screenAt('../features/my-loans/routes/my-loans.tsx') },
  {
    path: APP_ROUTES.applicantProfile,
    screen: screenAt('../features/applicant-profile/routes/applicant-profile.tsx'),
  },
  { path: APP_ROUTES.bindBank, screen: screenAt('../features/bind-bank/routes/bind-bank.tsx') },
  { path: '*', screen: screenAt('./routes/not-found.tsx') },
];
