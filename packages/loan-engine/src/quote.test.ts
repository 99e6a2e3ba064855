import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_CAP } from './cost-cap.ts';
import { EngineError } from './errors.ts';
import { quote } from './quote.ts';
import { FOUR_PERIODS, ONE_PERIOD, RELEASE } from './testing-fixtures.ts';

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('quote', () => {
  it('₱5,000.00 over 91 days in 1 instalment', () => {
    const q = quote(ONE_PERIOD, 500_000, RELEASE, DEFAULT_COST_CAP);
    // fee      = 500,000 * 500 / 10,000      = 25,000  (₱250.00)
    // interest = 500,000 * 5 * 91 / 10,000   = 22,750  (₱227.50)
    // net      = 500,000 - 25,000            = 475,000
    // EAR      = (522,750 / 475,000)^(365/91) - 1 = 46.84 % -> 4,684 bps
    expect(q).toMatchObject({
      principal: 500_000,
      termDays: 91,
      periods: 1,
      termUnit: 'day',
      serviceFee: 25_000,
      netProceeds: 475_000,
      interest: 22_750,
      totalRepayable: 522_750,
      totalCost: 47_750,
      firstPayTime: '2025-04-11',
      firstPeriodDay: 91,
      effectiveAnnualRateBps: 4684,
    });
    expect(q.schedule).toEqual([
      {
        n: 1,
        total: 1,
        dueDate: '2025-04-11',
        principal: 500_000,
        interest: 22_750,
        amount: 522_750,
      },
    ]);
  });

  it('₱10,000.00 over 120 days in 4 instalments of 30 days, interest on the declining balance', () => {
    const q = quote(FOUR_PERIODS, 1_000_000, RELEASE, DEFAULT_COST_CAP);
    // principal 250,000 each; interest = outstanding * 10 bps * 30 days = outstanding * 3 %:
    // 1,000,000 -> 30,000; 750,000 -> 22,500; 500,000 -> 15,000; 250,000 -> 7,500 (sum 75,000)
    // fee = 1,000,000 * 3 % = 30,000; total cost 105,000
    expect(q.schedule.map((s) => [s.n, s.dueDate, s.principal, s.interest, s.amount])).toEqual([
      [1, '2025-02-09', 250_000, 30_000, 280_000],
      [2, '2025-03-11', 250_000, 22_500, 272_500],
      [3, '2025-04-10', 250_000, 15_000, 265_000],
      [4, '2025-05-10', 250_000, 7_500, 257_500],
    ]);
    expect(q).toMatchObject({ serviceFee: 30_000, interest: 75_000, totalCost: 105_000 });
    expect(q).toMatchObject({ netProceeds: 970_000, totalRepayable: 1_075_000 });
    expect(q).toMatchObject({ firstPayTime: '2025-02-09', firstPeriodDay: 30 });
    expect(q.effectiveAnnualRateBps).toBe(6699);
  });

  it('puts the principal remainder on the last instalment and rounds interest half up', () => {
    const pricing = { ...FOUR_PERIODS, termDays: 93, periods: 3, dailyInterestBps: 1 };
    const q = quote(pricing, 100_001, RELEASE, DEFAULT_COST_CAP);
    // 100,001 / 3 = 33,333 r 2 -> 33,333, 33,333, 33,335
    // interest = outstanding * 1 bps * 31 days / 10,000:
    // 100,001 * 31 / 10,000 = 310.0031 -> 310; 66,668 * 31 / 10,000 = 206.67 -> 207;
    // 33,335 * 31 / 10,000 = 103.34 -> 103
    expect(q.schedule.map((s) => [s.principal, s.interest])).toEqual([
      [33_333, 310],
      [33_333, 207],
      [33_335, 103],
    ]);
    expect(q.interest).toBe(620);
    // half up: 1,000 * 5 bps * 91 days / 10,000 = 45.5 -> 46
    const small = { ...ONE_PERIOD, minAmount: 1, amountStep: 1 };
    expect(quote(small, 1_000, RELEASE, DEFAULT_COST_CAP).interest).toBe(46);
  });

  it('rejects amounts, terms and pricings outside the rules', () => {
    const at = (pricing: typeof ONE_PERIOD, amount = 500_000) =>
      reasonOf(() => quote(pricing, amount, RELEASE, DEFAULT_COST_CAP));
    expect(at(ONE_PERIOD, 500_001)).toBe('amountNotOffered');
    expect(at(ONE_PERIOD, 50_000)).toBe('amountNotOffered');
    expect(at(ONE_PERIOD, 2_050_000)).toBe('amountNotOffered');
    expect(at({ ...ONE_PERIOD, termDays: 90 })).toBe('termOutOfRange');
    expect(at({ ...ONE_PERIOD, termDays: 366 })).toBe('termOutOfRange');
    expect(at({ ...ONE_PERIOD, periods: 2 })).toBe('invalidPeriods');
    expect(at({ ...ONE_PERIOD, serviceFeeBps: 10_000 })).toBe('invalidRate');
    expect(at({ ...ONE_PERIOD, dailyInterestBps: 2.5 })).toBe('invalidRate');
    expect(reasonOf(() => quote(ONE_PERIOD, 500_000, '2025-02-30', DEFAULT_COST_CAP))).toBe(
      'invalidDate',
    );
  });

  it('refuses a pricing whose fee and interest alone break the cap', () => {
    // 91 days * 100 bps = 91 % interest + 10 % fee = 101 % > 100 %
    const dear = { ...ONE_PERIOD, dailyInterestBps: 100, serviceFeeBps: 1_000 };
    expect(reasonOf(() => quote(dear, 500_000, RELEASE, DEFAULT_COST_CAP))).toBe('costCapExceeded');
    // exactly 100 %: 91 % + 9 % is allowed
    const edge = { ...dear, serviceFeeBps: 900 };
    expect(quote(edge, 500_000, RELEASE, DEFAULT_COST_CAP).totalCost).toBe(500_000);
  });
});
