/**
 * Route paths of the web app. The spec's own paths are kept exactly; the others are ours. The
 * server needs some of them too (links it prints or returns), so they live here, once.
 */
export const APP_ROUTES = {
  // Spec paths
  home: '/',
  about: '/About',
  policy: '/Policy',
  loan: '/Loan',
  testPreview: '/testPreview',
  repaymentOfCode: '/repaymentOfCode',
  repaymentOfCode2: '/repaymentOfCode2',
  complaintList: '/complaintList',
  complaintForm: '/complainPageNext',
  complaintDetail: '/complainDetails',
  // Our paths for the screens whose path the spec does not show
  customerService: '/customerService',
  complaint: '/complaint',
  aboutUs: '/aboutUs',
  privacyPolicy: '/privacyPolicy',
  loanTerms: '/loanTerms',
  loanDetail: '/loanDetail',
  /** The page behind an approved order's `h5Url`: the borrower accepts (withdraws) the loan. */
  loanWithdraw: '/loanWithdraw',
  confirmLoan: '/confirmLoan',
  confirmLoanVariant2: '/confirmLoan2',
  jointLoginFailure: '/jointLoginFailure',
  repayment: '/repayment',
  repaymentDelay: '/repaymentDelay',
  loanAgreement: '/loanAgreement',
  bindBank: '/bindBank',
  repaymentInstructions: '/repaymentInstructions',
  /** The payments of one order, each with its receipt. */
  repaymentHistory: '/repaymentHistory',
  repaymentReceipt: '/repaymentReceipt',
  /** The borrower's data (Data Privacy Act): see, download, ask to erase. */
  myData: '/myData',
  /** The legacy payment-way flow (foundation-and-support §2): pay with a saved card. */
  paymentWay: '/paymentWay',
  /** The promotion registration landing page, by template `id`. */
  promotion: '/promotion',
  /** The spec's `#/downloadTemplate` and `#/agreementTemplate`, served as paths too. */
  downloadTemplate: '/downloadTemplate',
  agreementTemplate: '/agreementTemplate',
  /** A borrower's sign-in in a plain browser (the bridge's go-to-login falls back to it). */
  signIn: '/signIn',
  /** The borrower's home: the current loan, earlier loans, payments and messages. */
  myLoans: '/myLoans',
  /** The applicant's profile (certification): who is borrowing, kept up to date by them. */
  applicantProfile: '/applicantProfile',
} as const;

export type AppRoute = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];
