import { assertDate } from './calendar.ts';
import { capAmount } from './cost-cap.ts';
import { effectiveAnnualRateBps } from './effective-rate.ts';
import { EngineError } from './errors.ts';
import { BPS, mulDivHalfUp } from './money.ts';
import { validatePricing, validatePrincipal } from './pricing.ts';
import { buildSchedule, sumOf } from './schedule.ts';
import type { ClientKind, CostCap, LoanState, ProductPricing, Quote } from './types.ts';

/**
 * The offer for `principal` released on `releaseDate`. Throws EngineError for an invalid
 * pricing or amount, and ('costCapExceeded') when fee + interest alone would break the cap:
 * a product priced above the cap is a configuration error, so nothing is clamped here.
 */
export function quote(
  pricing: ProductPricing,
  principal: number,
  releaseDate: string,
  cap: CostCap,
): Quote {
  validatePricing(pricing);
  validatePrincipal(pricing, principal);
  assertDate(releaseDate);
  const periodDays = pricing.termDays / pricing.periods;
  const { periods, dailyInterestBps } = pricing;
  const schedule = buildSchedule({ principal, periods, periodDays, dailyInterestBps, releaseDate });
  const serviceFee = mulDivHalfUp(principal, pricing.serviceFeeBps, BPS);
  const interest = sumOf(schedule, 'interest');
  const totalCost = serviceFee + interest;
  const limit = capAmount(principal, cap);
  if (totalCost > limit) {
    throw new EngineError('costCapExceeded', `fee + interest ${totalCost} exceed the cap ${limit}`);
  }
  const netProceeds = principal - serviceFee;
  return {
    principal,
    termDays: pricing.termDays,
    periods,
    termUnit: 'day',
    serviceFee,
    netProceeds,
    interest,
    totalRepayable: principal + interest,
    totalCost,
    schedule,
    firstPayTime: schedule[0]!.dueDate,
    firstPeriodDay: periodDays,
    effectiveAnnualRateBps: effectiveAnnualRateBps(netProceeds, schedule, releaseDate),
    releaseDate,
    dailyInterestBps,
  };
}

/** The state of a loan just released on the quote's terms (nothing paid yet). */
export function newLoanState(q: Quote, clientKind: ClientKind): LoanState {
  return {
    principal: q.principal,
    releaseDate: q.releaseDate,
    termDays: q.termDays,
    periods: q.periods,
    dailyInterestBps: q.dailyInterestBps,
    serviceFee: q.serviceFee,
    schedule: q.schedule.map((item) => ({ ...item })),
    clientKind,
    paid: { penalty: 0, interest: 0, principal: 0 },
    penaltyCharged: false,
    rollovers: 0,
    defaultInterestCarried: 0,
  };
}

/** The last instalment's due date: when the loan is repaid in full. */
export function finalDueDate(q: Pick<Quote, 'schedule'>): string {
  return q.schedule[q.schedule.length - 1]!.dueDate;
}
