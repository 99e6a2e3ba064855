import { describe, expect, it } from 'vitest';
import { balancesAsOf } from './balances.ts';
import { DEFAULT_COST_CAP as CAP } from './cost-cap.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import { EngineError } from './errors.ts';
import { phaseAsOf } from './phase.ts';
import { applyRollover, rolloverQuote } from './rollover.ts';
import { fiveThousandLoan, tenThousandFourPeriods } from './testing-fixtures.ts';

describe('rollover of the ₱5,000.00 loan (522,750 due 2025-04-11)', () => {
  it('on the due date: pay the interest 22,750; due date moves one period (91 days)', () => {
    const loan = fiveThousandLoan();
    expect(rolloverQuote(loan, '2025-04-11', CAP)).toEqual({
      amountDue: 22_750,
      toPay: 22_750,
      interestDue: 22_750,
      penaltyDue: 0,
      newDueDate: '2025-07-11',
      extensionDays: 91,
      // one more period: 500,000 * 5 bps * 91 / 10,000 = 22,750
      extensionInterest: 22_750,
    });
    const after = applyRollover(loan, '2025-04-11', CAP);
    expect(after.schedule).toEqual([
      {
        n: 1,
        total: 1,
        dueDate: '2025-07-11',
        principal: 500_000,
        interest: 45_500,
        amount: 545_500,
      },
    ]);
    expect(after.paid).toEqual({ penalty: 0, interest: 22_750, principal: 0 });
    expect(after.rollovers).toBe(1);
    expect(after.principal).toBe(500_000);
    // still owed: principal 500,000 + the new period's interest 22,750
    expect(balancesAsOf(after, '2025-04-11', CAP)).toEqual({
      penalty: 0,
      interest: 22_750,
      principal: 500_000,
      total: 522_750,
    });
    expect(phaseAsOf(after, '2025-04-11', CAP)).toBe('disbursed');
    expect(phaseAsOf(after, '2025-07-11', CAP)).toBe('due');
  });

  it('10 days overdue: pay penalty and interest; the new period runs from the payment day', () => {
    const loan = fiveThousandLoan('new');
    // penalty 100,000 + default interest 522,750 * 5 % * 10 = 261,375 -> 361,375
    const q = rolloverQuote(loan, '2025-04-21', CAP);
    expect(q).toEqual({
      amountDue: 384_125, // 361,375 + 22,750
      toPay: 384_125,
      interestDue: 22_750,
      penaltyDue: 361_375,
      newDueDate: '2025-07-21', // 2025-04-21 + 91
      extensionDays: 101, // 2025-04-11 -> 2025-07-21
      extensionInterest: 22_750, // room 500,000 - 47,750 - 361,375 = 90,875 >= 22,750
    });
    const after = applyRollover(loan, '2025-04-21', CAP);
    expect(after).toMatchObject({
      penaltyCharged: true,
      defaultInterestCarried: 261_375,
      defaultAccruedThrough: '2025-04-21',
      paid: { penalty: 361_375, interest: 22_750, principal: 0 },
    });
    expect(balancesAsOf(after, '2025-07-21', CAP).penalty).toBe(0);
    // a new default after the new due date: no second one-time penalty; room left is
    // 500,000 - 25,000 - 45,500 - 100,000 - 261,375 = 68,125; day 1: 522,750 * 5 % = 26,138
    const f = defaultFiguresAsOf(after, '2025-07-22', CAP);
    expect(f).toMatchObject({ oneTimePenalty: 100_000, defaultInterest: 261_375 + 26_138 });
    expect(balancesAsOf(after, '2025-07-22', CAP).penalty).toBe(26_138);
    // day 3: 3 * 26,137.5 = 78,412.5 -> cut to 68,125
    expect(defaultFiguresAsOf(after, '2025-07-24', CAP).defaultInterest).toBe(261_375 + 68_125);
  });

  it('cuts the extension interest so that the cap holds', () => {
    // 60 days overdue, new client: penalty 100,000 + default interest cut to 352,250; no room
    const q = rolloverQuote(fiveThousandLoan('new'), '2025-06-10', CAP);
    expect(q).toMatchObject({ penaltyDue: 452_250, interestDue: 22_750, extensionInterest: 0 });
  });

  it('multi-instalment: interest of the due instalments; all unpaid instalments move', () => {
    const loan = tenThousandFourPeriods();
    // on the first due date 2025-02-09: interest due 30,000; unpaid principal 1,000,000
    const q = rolloverQuote(loan, '2025-02-09', CAP);
    expect(q).toMatchObject({ amountDue: 30_000, newDueDate: '2025-03-11', extensionDays: 30 });
    expect(q.extensionInterest).toBe(30_000); // 1,000,000 * 10 bps * 30 / 10,000
    const after = applyRollover(loan, '2025-02-09', CAP);
    expect(after.schedule.map((s) => [s.dueDate, s.principal, s.interest])).toEqual([
      ['2025-03-11', 250_000, 60_000],
      ['2025-04-10', 250_000, 22_500],
      ['2025-05-10', 250_000, 15_000],
      ['2025-06-09', 250_000, 7_500],
    ]);
  });

  it('is not offered before the due date or once settled', () => {
    expect(() => rolloverQuote(fiveThousandLoan(), '2025-04-10', CAP)).toThrow(EngineError);
    const settled = {
      ...fiveThousandLoan(),
      paid: { penalty: 0, interest: 22_750, principal: 500_000 },
    };
    expect(() => applyRollover(settled, '2025-04-11', CAP)).toThrow(EngineError);
  });
});
