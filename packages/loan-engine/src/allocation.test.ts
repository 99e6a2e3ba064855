import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment } from './allocation.ts';
import { EngineError } from './errors.ts';
import type { Balances } from './types.ts';

const owed: Balances = { penalty: 100, interest: 200, principal: 300, total: 600 };

describe('allocatePayment', () => {
  it('pays penalty, then interest, then principal; the rest is unapplied', () => {
    expect(allocatePayment(owed, 50)).toEqual({
      penalty: 50,
      interest: 0,
      principal: 0,
      unapplied: 0,
    });
    // 250 = 100 penalty + 150 interest
    expect(allocatePayment(owed, 250)).toEqual({
      penalty: 100,
      interest: 150,
      principal: 0,
      unapplied: 0,
    });
    // 450 = 100 + 200 + 150 principal
    expect(allocatePayment(owed, 450)).toEqual({
      penalty: 100,
      interest: 200,
      principal: 150,
      unapplied: 0,
    });
    // 700 = 600 owed + 100 overpaid
    expect(allocatePayment(owed, 700)).toEqual({
      penalty: 100,
      interest: 200,
      principal: 300,
      unapplied: 100,
    });
    expect(allocatePayment(owed, 0)).toEqual({
      penalty: 0,
      interest: 0,
      principal: 0,
      unapplied: 0,
    });
  });

  it('rejects amounts that are not non-negative safe integers', () => {
    expect(() => allocatePayment(owed, -1)).toThrow(EngineError);
    expect(() => allocatePayment(owed, 0.5)).toThrow(EngineError);
  });

  it('property: parts sum to the payment, never exceed a balance, and follow the order', () => {
    const money = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(money, money, money, money, (penalty, interest, principal, amount) => {
        const b = { penalty, interest, principal, total: penalty + interest + principal };
        const a = allocatePayment(b, amount);
        expect(a.penalty + a.interest + a.principal + a.unapplied).toBe(amount);
        for (const part of Object.values(a))
          expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        expect(a.penalty).toBeLessThanOrEqual(penalty);
        expect(a.interest).toBeLessThanOrEqual(interest);
        expect(a.principal).toBeLessThanOrEqual(principal);
        if (a.interest > 0) expect(a.penalty).toBe(penalty);
        if (a.principal > 0) expect(a.interest).toBe(interest);
        if (a.unapplied > 0) expect(a.principal).toBe(principal);
      }),
      { numRuns: 2000 },
    );
  });
});
