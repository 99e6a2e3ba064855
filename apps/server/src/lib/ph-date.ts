// Loan days and borrower-facing times are the contract's Philippine time, shared with the web.
export { phDate, phDateCompact, phDateTime } from '@loan/contract';
