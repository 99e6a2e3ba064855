import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_CAP as CAP } from './cost-cap.ts';
import { phaseAsOf } from './phase.ts';
import { fiveThousandLoan } from './testing-fixtures.ts';

describe('phaseAsOf', () => {
  it('disbursed before the due date, due on it, overdue after it', () => {
    const loan = fiveThousandLoan();
    expect(phaseAsOf(loan, '2025-01-10', CAP)).toBe('disbursed');
    expect(phaseAsOf(loan, '2025-04-10', CAP)).toBe('disbursed');
    expect(phaseAsOf(loan, '2025-04-11', CAP)).toBe('due');
    expect(phaseAsOf(loan, '2025-04-12', CAP)).toBe('overdue');
  });

  it('overdue while default charges remain unpaid, settled once they are paid', () => {
    const covered = { ...fiveThousandLoan(), penaltyCharged: true };
    covered.paid = { penalty: 0, interest: 22_750, principal: 500_000 };
    expect(phaseAsOf(covered, '2025-05-01', CAP)).toBe('overdue');
    covered.paid = { ...covered.paid, penalty: 100_000 };
    expect(phaseAsOf(covered, '2025-05-01', CAP)).toBe('settled');
  });
});
