import { MINOR_UNITS_PER_MAJOR } from '@loan/contract';
import { EngineError } from './errors.ts';

/** Throws unless `value` is a safe, non-negative integer (an amount in minor units). */
export function assertMoney(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new EngineError('invalidAmount', `${what} must be a non-negative safe integer: ${value}`);
  }
  return value;
}

/** Major units (pesos, as the contract's constants are written) to minor units (centavos). */
export function toMinor(major: number): number {
  const minor = Math.round(major * MINOR_UNITS_PER_MAJOR);
  if (Math.abs(minor - major * MINOR_UNITS_PER_MAJOR) > 1e-6) {
    throw new EngineError('invalidAmount', `${major} has more than 2 decimals`);
  }
  return assertMoney(minor, 'amount');
}

/**
 * THE rounding rule of the engine (the one function that rounds a charge): amount * numerator /
 * denominator, rounded half-up to the centavo (x.5 goes up). Every computed amount is rounded
 * once, here, at the step that produces it; totals are sums of rounded amounts (exact), and the
 * principal remainder of a schedule goes to the last instalment. Inputs are non-negative
 * integers and the product is computed in BigInt, so there is no floating-point error. (The
 * cost cap, a ceiling rather than a charge, is rounded down: see capAmount.)
 */
export function mulDivHalfUp(amount: number, numerator: number, denominator: number): number {
  assertMoney(amount, 'amount');
  assertMoney(numerator, 'numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new EngineError(
      'invalidAmount',
      `denominator must be a positive integer: ${denominator}`,
    );
  }
  const twice = 2n * BigInt(amount) * BigInt(numerator) + BigInt(denominator);
  return assertMoney(Number(twice / (2n * BigInt(denominator))), 'result');
}

export const BPS = 10_000;
