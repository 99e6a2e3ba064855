import { DEFAULT_COST_CAP_BPS } from '@loan/contract';
import { EngineError } from './errors.ts';
import { assertMoney, BPS } from './money.ts';
import type { CostCap } from './types.ts';

/**
 * BSP Circular No. 1133 (2021): total cost (interest, fees and penalties) of a small-value,
 * short-term unsecured loan must not exceed 100 % of the principal. Configurable per call.
 */
export const DEFAULT_COST_CAP: CostCap = Object.freeze({ totalCostCapBps: DEFAULT_COST_CAP_BPS });

/** The most the loan may ever cost, in minor units: rounded down, since it is a ceiling. */
export function capAmount(principal: number, cap: CostCap): number {
  assertMoney(principal, 'principal');
  const bps = cap.totalCostCapBps;
  if (!Number.isSafeInteger(bps) || bps < 0) {
    throw new EngineError('invalidCap', `totalCostCapBps must be a non-negative integer: ${bps}`);
  }
  return Number((BigInt(principal) * BigInt(bps)) / BigInt(BPS));
}
