import { LOAN_TERM_MAX_DAYS, LOAN_TERM_MIN_DAYS } from '@loan/contract';
import { EngineError } from './errors.ts';
import { BPS } from './money.ts';
import type { ProductPricing } from './types.ts';

function isInt(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min;
}

/** Throws EngineError unless the pricing is well formed (the cap is checked by quote). */
export function validatePricing(p: ProductPricing): void {
  if (!isInt(p.termDays, LOAN_TERM_MIN_DAYS) || p.termDays > LOAN_TERM_MAX_DAYS) {
    throw new EngineError(
      'termOutOfRange',
      `term must be ${LOAN_TERM_MIN_DAYS}..${LOAN_TERM_MAX_DAYS} days: ${p.termDays}`,
    );
  }
  if (!isInt(p.periods, 1) || p.termDays % p.periods !== 0) {
    throw new EngineError('invalidPeriods', `periods must divide the term: ${p.periods}`);
  }
  if (!isInt(p.dailyInterestBps, 0) || !isInt(p.serviceFeeBps, 0) || p.serviceFeeBps >= BPS) {
    throw new EngineError('invalidRate', 'rates must be integer bps; the fee below 100 %');
  }
  if (!isInt(p.minAmount, 1) || !isInt(p.amountStep, 1) || !isInt(p.maxAmount, p.minAmount)) {
    throw new EngineError('invalidAmountRange', 'need 1 <= minAmount <= maxAmount, step >= 1');
  }
}

/** Throws EngineError unless `principal` is an offered amount of the product. */
export function validatePrincipal(p: ProductPricing, principal: number): void {
  const inRange =
    Number.isSafeInteger(principal) && principal >= p.minAmount && principal <= p.maxAmount;
  if (!inRange || (principal - p.minAmount) % p.amountStep !== 0) {
    throw new EngineError(
      'amountNotOffered',
      `amount must be ${p.minAmount}..${p.maxAmount} in steps of ${p.amountStep}: ${principal}`,
    );
  }
}
