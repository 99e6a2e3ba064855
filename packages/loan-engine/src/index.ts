/**
 * The loan engine: pure functions (no I/O, no clock, no database) over integer minor units and
 * 'YYYY-MM-DD' Philippine calendar days. docs/decisions/0009-loan-engine-money-and-rounding.md; the
 * package imports only the contract's constants, never the server (docs/decisions/0045).
 */
export { allocatePayment } from './allocation.ts';
export { amountDueAsOf, balancesAsOf, totalCostAsOf } from './balances.ts';
export { addDays, daysBetween } from './calendar.ts';
export { capAmount, DEFAULT_COST_CAP } from './cost-cap.ts';
export {
  ageOn,
  amountLimit,
  type CreditPolicyConfig,
  DEFAULT_CREDIT_POLICY,
  evaluateCreditPolicy,
  monthlyRepayment,
  POLICY_RULES,
  type PolicyDecision,
  type PolicyFacts,
  type PolicyOutcome,
  type PolicyRule,
  type RuleOutcome,
  type RuleReason,
  type RuleResult,
} from './credit-policy.ts';
export { defaultFiguresAsOf } from './default-figures.ts';
export { EngineError } from './errors.ts';
export { effectiveEntries, foldEntries, loanFigures } from './ledger-fold.ts';
export {
  asBooked,
  creditOf,
  type PaymentPlan,
  planCredit,
  planDisbursement,
  planFreeze,
  planPayment,
  planPenalty,
  planRefund,
  planRollover,
  planWaiver,
  type WaivedPart,
} from './ledger-plan.ts';
export {
  entriesAfter,
  planDueCredit,
  planMoney,
  planReversal,
  planValuedPayment,
  type Replay,
  type ReplayFrom,
  replayFrom,
  reversalOf,
  valueDatedReplay,
} from './ledger-replay.ts';
export {
  type ComponentFigures,
  ENTRY_TYPES,
  type EntryDetails,
  type EntryDraft,
  type EntryType,
  type LedgerEntry,
  type LoanFigures,
  type LoanTerms,
  NO_PORTIONS,
} from './ledger-types.ts';
export {
  dueBy,
  firstUnpaid,
  type InstalmentProgress,
  instalmentProgress,
  penaltyRoom,
  periodDaysOf,
  scheduledInterest,
  validateLoan,
} from './loan-progress.ts';
export { type Extension, type LoanStanding, standingOf } from './loan-standing.ts';
export { mulDivHalfUp, toMinor } from './money.ts';
export { grossPayableAsOf, payableAsOf } from './payable.ts';
export { applyPayment } from './payment.ts';
export { phaseAsOf } from './phase.ts';
export { prepaymentAllowed } from './prepayment.ts';
export { validatePricing, validatePrincipal } from './pricing.ts';
export { finalDueDate, newLoanState, quote } from './quote.ts';
export { applyRollover, rolloverQuote } from './rollover.ts';
export type {
  Allocation,
  Balances,
  ClientKind,
  CostCap,
  DefaultFigures,
  LoanPhase,
  LoanState,
  PaymentResult,
  PrepaymentCheck,
  ProductPricing,
  Quote,
  RolloverQuote,
  ScheduleItem,
  TierAmount,
} from './types.ts';
