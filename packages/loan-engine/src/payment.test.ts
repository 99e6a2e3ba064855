import { describe, expect, it } from 'vitest';
import { amountDueAsOf, balancesAsOf } from './balances.ts';
import { DEFAULT_COST_CAP as CAP } from './cost-cap.ts';
import { applyPayment } from './payment.ts';
import { phaseAsOf } from './phase.ts';
import { fiveThousandLoan, NO_CAP, tenThousandFourPeriods } from './testing-fixtures.ts';

describe('applyPayment', () => {
  it('pays the ₱5,000.00 loan in full on the due date', () => {
    const { loan, allocation } = applyPayment(fiveThousandLoan(), '2025-04-11', 522_750, CAP);
    expect(allocation).toEqual({ penalty: 0, interest: 22_750, principal: 500_000, unapplied: 0 });
    expect(phaseAsOf(loan, '2025-04-11', CAP)).toBe('settled');
    expect(phaseAsOf(loan, '2026-01-01', CAP)).toBe('settled');
  });

  it('before prepayment is allowed, takes only what is due (nothing is due yet)', () => {
    const { allocation } = applyPayment(fiveThousandLoan(), '2025-02-01', 10_000, CAP);
    expect(allocation).toEqual({ penalty: 0, interest: 0, principal: 0, unapplied: 10_000 });
  });

  it('after half the term, takes a prepayment: interest first, then principal', () => {
    const { loan, allocation } = applyPayment(fiveThousandLoan(), '2025-03-01', 100_000, CAP);
    expect(allocation).toEqual({ penalty: 0, interest: 22_750, principal: 77_250, unapplied: 0 });
    expect(balancesAsOf(loan, '2025-03-01', CAP).total).toBe(422_750);
  });

  it('freezes default interest at the payment: later days accrue on the new unpaid amount', () => {
    const start = fiveThousandLoan('new', NO_CAP);
    // day 10 of default: penalty 100,000 + 261,375 default interest = 361,375 owed as penalty.
    // Pay 484,125 = 361,375 penalty + 22,750 interest + 100,000 principal.
    const { loan, allocation } = applyPayment(start, '2025-04-21', 484_125, NO_CAP);
    expect(allocation).toEqual({
      penalty: 361_375,
      interest: 22_750,
      principal: 100_000,
      unapplied: 0,
    });
    // unpaid now 400,000; day 11 adds 400,000 * 5 % = 20,000 (days 1-10 stay as charged)
    expect(balancesAsOf(loan, '2025-04-22', NO_CAP)).toEqual({
      penalty: 20_000,
      interest: 0,
      principal: 400_000,
      total: 420_000,
    });
  });

  it('a 4-instalment loan: paying instalment 1 on time leaves 2..4 running', () => {
    const start = tenThousandFourPeriods();
    expect(amountDueAsOf(start, '2025-02-09', CAP)).toEqual({
      penalty: 0,
      interest: 30_000,
      principal: 250_000,
      total: 280_000,
    });
    const { loan } = applyPayment(start, '2025-02-09', 280_000, CAP);
    expect(phaseAsOf(loan, '2025-02-09', CAP)).toBe('disbursed');
    expect(phaseAsOf(loan, '2025-03-11', CAP)).toBe('due');
    expect(amountDueAsOf(loan, '2025-03-11', CAP).total).toBe(272_500);
  });
});
