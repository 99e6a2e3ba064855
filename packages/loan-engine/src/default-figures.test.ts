import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { DEFAULT_COST_CAP } from './cost-cap.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import { fiveThousandLoan, NO_CAP } from './testing-fixtures.ts';

// The ₱5,000.00 loan: one instalment of 522,750 centavos due 2025-04-11, unpaid.
// Default day k is addDays(due, k): day 1 = 2025-04-12. Daily default interest on 522,750:
//   5 % -> 26,137.5 a day (days 1-30), 4 % -> 20,910 a day (31-90), 2 % -> 10,455 a day (91+)
// each tier's amount is rounded once: 522,750 * percent * days / 100.
const DUE = '2025-04-11';
const day = (k: number) => addDays(DUE, k);

const EXPECTED: Array<[day: number, tiers: number[], total: number]> = [
  // day 1: 522,750 * 5 / 100 = 26,137.5 -> 26,138
  [1, [26_138], 26_138],
  // day 30: 522,750 * 5 * 30 / 100 = 784,125
  [30, [784_125], 784_125],
  // day 31: 784,125 + 522,750 * 4 * 1 / 100 = 784,125 + 20,910 = 805,035
  [31, [784_125, 20_910], 805_035],
  // day 90: 784,125 + 522,750 * 4 * 60 / 100 = 784,125 + 1,254,600 = 2,038,725
  [90, [784_125, 1_254_600], 2_038_725],
  // day 91: 2,038,725 + 522,750 * 2 * 1 / 100 = 2,038,725 + 10,455 = 2,049,180
  [91, [784_125, 1_254_600, 10_455], 2_049_180],
  // day 120: 2,038,725 + 522,750 * 2 * 30 / 100 = 2,038,725 + 313,650 = 2,352,375
  [120, [784_125, 1_254_600, 313_650], 2_352_375],
];

describe('defaultFiguresAsOf, the loan terms figures uncut (a cap that never binds)', () => {
  for (const kind of ['new', 'repeat'] as const) {
    // one-time penalty: ₱1,000 = 100,000 (new), ₱800 = 80,000 (repeat)
    const penalty = kind === 'new' ? 100_000 : 80_000;
    for (const [k, tiers, total] of EXPECTED) {
      it(`${kind} client, day ${k} of default`, () => {
        const f = defaultFiguresAsOf(fiveThousandLoan(kind, NO_CAP), day(k), NO_CAP);
        expect(f.daysOverdue).toBe(k);
        expect(f.oneTimePenalty).toBe(penalty);
        expect(f.defaultInterest).toBe(total);
        expect(f.tierBreakdown.map((t) => t.amount)).toEqual(tiers);
        expect(f.capped).toBe(false);
      });
    }
  }

  it('names the default days counted in each tier', () => {
    const f = defaultFiguresAsOf(fiveThousandLoan('new', NO_CAP), day(120), NO_CAP);
    expect(f.tierBreakdown.map(({ amount: _, ...t }) => t)).toEqual([
      { fromDay: 1, toDay: 30, percent: 5, days: 30 },
      { fromDay: 31, toDay: 90, percent: 4, days: 60 },
      { fromDay: 91, toDay: 120, percent: 2, days: 30 },
    ]);
  });

  it('charges nothing up to and on the due date', () => {
    for (const k of [-91, -1, 0]) {
      expect(defaultFiguresAsOf(fiveThousandLoan(), day(k), NO_CAP)).toEqual({
        daysOverdue: 0,
        oneTimePenalty: 0,
        defaultInterest: 0,
        tierBreakdown: [],
        capped: false,
        defaultInterestCarried: 0,
      });
    }
  });
});

describe('defaultFiguresAsOf under the default cap (100 % of principal = 500,000)', () => {
  // room for default charges = 500,000 - fee 25,000 - interest 22,750 = 452,250
  it('new client: penalty 100,000, then at most 352,250 of default interest', () => {
    // day 13: 522,750 * 65 / 100 = 339,787.5 -> 339,788 <= 352,250: not cut
    const d13 = defaultFiguresAsOf(fiveThousandLoan('new'), day(13), DEFAULT_COST_CAP);
    expect(d13).toMatchObject({ oneTimePenalty: 100_000, defaultInterest: 339_788, capped: false });
    // day 14: 522,750 * 70 / 100 = 365,925 > 352,250: cut to 352,250
    const d14 = defaultFiguresAsOf(fiveThousandLoan('new'), day(14), DEFAULT_COST_CAP);
    expect(d14).toMatchObject({ oneTimePenalty: 100_000, defaultInterest: 352_250, capped: true });
    // day 120: still 352,250; total cost = 25,000 + 22,750 + 100,000 + 352,250 = 500,000
    const d120 = defaultFiguresAsOf(fiveThousandLoan('new'), day(120), DEFAULT_COST_CAP);
    expect(d120.defaultInterest).toBe(352_250);
    expect(d120.tierBreakdown.map((t) => t.amount)).toEqual([352_250, 0, 0]);
  });

  it('repeat client: penalty 80,000, then at most 372,250 of default interest', () => {
    const d30 = defaultFiguresAsOf(fiveThousandLoan('repeat'), day(30), DEFAULT_COST_CAP);
    expect(d30).toMatchObject({ oneTimePenalty: 80_000, defaultInterest: 372_250, capped: true });
  });

  it('cuts the one-time penalty too when the cap leaves less room', () => {
    // cap 10 % = 50,000: room = 50,000 - 47,750 = 2,250 -> penalty 2,250, no default interest
    const cap = { totalCostCapBps: 1_000 };
    const f = defaultFiguresAsOf(fiveThousandLoan('new', cap), day(5), cap);
    expect(f).toMatchObject({ oneTimePenalty: 2_250, defaultInterest: 0, capped: true });
  });
});
