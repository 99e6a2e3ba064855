/**
 * The loan engine: pure functions (no I/O, no clock, no database) over integer minor units and
 * 'YYYY-MM-DD' Philippine calendar days. docs/decisions/0009-loan-engine-money-and-rounding.md.
 */
export { allocatePayment } from './allocation.ts';
export { amountDueAsOf, balancesAsOf, totalCostAsOf } from './balances.ts';
export { addDays, daysBetween } from './calendar.ts';
export { capAmount, DEFAULT_COST_CAP } from './cost-cap.ts';
export { defaultFiguresAsOf } from './default-figures.ts';
export { EngineError } from './errors.ts';
export { mulDivHalfUp, toMinor } from './money.ts';
export { applyPayment } from './payment.ts';
export { phaseAsOf } from './phase.ts';
export { prepaymentAllowed } from './prepayment.ts';
export { validatePricing, validatePrincipal } from './pricing.ts';
export { newLoanState, quote } from './quote.ts';
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
