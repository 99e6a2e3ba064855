import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar.ts';
import { capAmount } from './cost-cap.ts';
import { EngineError } from './errors.ts';
import { quote } from './quote.ts';
import { capArb, dateArb, pricingArb, principalArb, quotedLoanArb } from './testing-arbitraries.ts';

const isMoney = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe('quote properties', () => {
  it('amounts are safe non-negative integers and the schedule sums exactly', () => {
    fc.assert(
      fc.property(quotedLoanArb, ({ pricing, quote: q }) => {
        const { schedule } = q;
        for (const n of [q.serviceFee, q.netProceeds, q.interest, q.totalRepayable, q.totalCost]) {
          expect(isMoney(n)).toBe(true);
        }
        for (const s of schedule) {
          expect([s.principal, s.interest, s.amount].every(isMoney)).toBe(true);
          expect(s.amount).toBe(s.principal + s.interest);
          expect(s.total).toBe(pricing.periods);
        }
        expect(schedule.reduce((sum, s) => sum + s.principal, 0)).toBe(q.principal);
        expect(schedule.reduce((sum, s) => sum + s.interest, 0)).toBe(q.interest);
        expect(schedule.reduce((sum, s) => sum + s.amount, 0)).toBe(q.totalRepayable);
        expect(q.netProceeds + q.serviceFee).toBe(q.principal);
        expect(q.totalCost).toBe(q.serviceFee + q.interest);
        expect(schedule).toHaveLength(pricing.periods);
        expect(schedule.at(-1)!.dueDate).toBe(addDays(q.releaseDate, pricing.termDays));
        expect(daysBetween(q.releaseDate, q.firstPayTime)).toBe(q.firstPeriodDay);
        expect(isMoney(q.effectiveAnnualRateBps)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('principal instalments are equal except the last, which takes the remainder', () => {
    fc.assert(
      fc.property(quotedLoanArb, ({ quote: q }) => {
        const base = Math.floor(q.principal / q.periods);
        for (const s of q.schedule.slice(0, -1)) expect(s.principal).toBe(base);
        expect(q.schedule.at(-1)!.principal - base).toBeLessThan(q.periods);
      }),
      { numRuns: 1000 },
    );
  });

  it('a quote either keeps fee + interest within the cap or is refused', () => {
    fc.assert(
      fc.property(pricingArb, principalArb, dateArb, capArb, (pricing, principal, date, cap) => {
        try {
          expect(quote(pricing, principal, date, cap).totalCost).toBeLessThanOrEqual(
            capAmount(principal, cap),
          );
        } catch (error) {
          expect(error).toBeInstanceOf(EngineError);
          expect((error as EngineError).reason).toBe('costCapExceeded');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the effective rate is zero without cost and grows with the interest rate', () => {
    fc.assert(
      fc.property(quotedLoanArb, ({ pricing, quote: q, cap }) => {
        if (q.totalCost === 0) expect(q.effectiveAnnualRateBps).toBe(0);
        const free = quote(
          { ...pricing, dailyInterestBps: 0, serviceFeeBps: 0 },
          q.principal,
          q.releaseDate,
          cap,
        );
        expect(free.effectiveAnnualRateBps).toBe(0);
        expect(q.effectiveAnnualRateBps).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});
