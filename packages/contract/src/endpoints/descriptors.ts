/**
 * Every call's descriptor by name, for `import * as endpoints`: a screen's bundle then holds only
 * the descriptors it names, not the whole contract (docs/decisions/0018).
 */
export * from './applicant.ts';
export * from './data-rights.ts';
export * from './dev.ts';
export * from './legacy-repayment.ts';
export * from './loan-confirm.ts';
export * from './loan-confirm-variant2.ts';
export * from './loan-details.ts';
export * from './my-loans.ts';
export * from './off-hours-consent.ts';
export * from './personal-center.ts';
export * from './promotion.ts';
export * from './repayment.ts';
export * from './support.ts';
export * from './union.ts';
export * from './user.ts';
