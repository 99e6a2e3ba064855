/** fast-check generators for the engine's property tests. */
import fc from 'fast-check';
import { addDays } from './calendar.ts';
import { EngineError } from './errors.ts';
import { newLoanState, quote } from './quote.ts';
import type { ClientKind, CostCap, LoanState, ProductPricing, Quote } from './types.ts';

const MAX_PERIODS = 13;

function divisors(n: number): number[] {
  return Array.from({ length: MAX_PERIODS }, (_, i) => i + 1).filter((d) => n % d === 0);
}

export const pricingArb: fc.Arbitrary<ProductPricing> = fc
  .integer({ min: 91, max: 365 })
  .chain((termDays) =>
    fc.record({
      termDays: fc.constant(termDays),
      periods: fc.constantFrom(...divisors(termDays)),
      dailyInterestBps: fc.integer({ min: 0, max: 25 }),
      serviceFeeBps: fc.integer({ min: 0, max: 2_500 }),
      minAmount: fc.constant(1),
      maxAmount: fc.constant(2_000_000_000),
      amountStep: fc.constant(1),
    }),
  );

/** Mostly the BSP default (100 %), sometimes tighter or looser caps. */
export const capArb: fc.Arbitrary<CostCap> = fc
  .oneof(
    { arbitrary: fc.constant(10_000), weight: 3 },
    { arbitrary: fc.integer({ min: 3_000, max: 40_000 }), weight: 2 },
  )
  .map((totalCostCapBps) => ({ totalCostCapBps }));

/** ₱100.00 .. ₱20,000,000.00 */
export const principalArb = fc.integer({ min: 10_000, max: 2_000_000_000 });

export const dateArb = fc.integer({ min: 0, max: 3_650 }).map((n) => addDays('2020-01-01', n));

export const kindArb: fc.Arbitrary<ClientKind> = fc.constantFrom('new', 'repeat');

export interface QuotedLoan {
  pricing: ProductPricing;
  cap: CostCap;
  quote: Quote;
  loan: LoanState;
}

/** A loan quoted and released; pricings the cap refuses are left out. */
export const quotedLoanArb: fc.Arbitrary<QuotedLoan> = fc
  .record({
    pricing: pricingArb,
    principal: principalArb,
    release: dateArb,
    cap: capArb,
    kind: kindArb,
  })
  .map(({ pricing, principal, release, cap, kind }) => {
    try {
      const q = quote(pricing, principal, release, cap);
      return { pricing, cap, quote: q, loan: newLoanState(q, kind) };
    } catch (error) {
      if (error instanceof EngineError && error.reason === 'costCapExceeded') return undefined;
      throw error;
    }
  })
  .filter((x): x is QuotedLoan => x !== undefined);

export type Step =
  | { kind: 'pay'; gap: number; permille: number }
  | { kind: 'payDue'; gap: number }
  | { kind: 'payUnfrozen'; gap: number; permille: number }
  | { kind: 'rollover'; gap: number };

const gapArb = fc.integer({ min: 0, max: 70 });

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    gap: gapArb,
    permille: fc.integer({ min: 0, max: 1_200 }),
  }),
  fc.record({ kind: fc.constant('payDue' as const), gap: gapArb }),
  fc.record({
    kind: fc.constant('payUnfrozen' as const),
    gap: gapArb,
    permille: fc.integer({ min: 0, max: 1_200 }),
  }),
  fc.record({ kind: fc.constant('rollover' as const), gap: gapArb }),
);

/** Days after release to look at the loan: any of 0..600. */
export const asOfOffsetsArb = fc.array(fc.integer({ min: 0, max: 600 }), {
  minLength: 1,
  maxLength: 12,
});
