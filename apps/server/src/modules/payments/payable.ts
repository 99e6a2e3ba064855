/** What the borrower may pay today: the engine's rule (the fold's `payable`). */
export { payableAsOf } from '@loan/loan-engine';
