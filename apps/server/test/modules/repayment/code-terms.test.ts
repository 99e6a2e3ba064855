import {
  addDays,
  balancesAsOf,
  DEFAULT_COST_CAP,
  type LoanState,
  newLoanState,
  type ProductPricing,
  quote,
} from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { phDayStart } from '../../../src/lib/ph-date.ts';
import { codeDeadline, whatCodeClears } from '../../../src/modules/repayment/code-terms.ts';

const RELEASE = '2026-01-10';
const HOUR = 3_600_000;
const cap = DEFAULT_COST_CAP;

/** 91 days, one instalment. */
const ONE_PERIOD: ProductPricing = {
  termDays: 91,
  periods: 1,
  dailyInterestBps: 5,
  serviceFeeBps: 500,
  minAmount: 100_000,
  maxAmount: 2_000_000,
  amountStep: 50_000,
};
/** 120 days in four instalments of 30 days. */
const FOUR_PERIODS: ProductPricing = { ...ONE_PERIOD, termDays: 120, periods: 4, amountStep: 1 };

const loanOf = (pricing: ProductPricing): LoanState =>
  newLoanState(quote(pricing, 1_000_000, RELEASE, cap), 'new');
/** A PH time of a day as an instant. */
const at = (day: string, hours: number) => new Date(phDayStart(day).getTime() + hours * HOUR);

describe('a pay code’s deadline', () => {
  const loan = loanOf(ONE_PERIOD);
  const due = loan.schedule[0]!.dueDate;

  it('is the usual expiry while what the loan owes holds', () => {
    const day = addDays(due, -5);
    const usual = new Date(at(day, 9).getTime() + 24 * HOUR);
    expect(codeDeadline(loan, day, cap, 'instalment', usual)).toEqual(usual);
  });

  it('holds across the due date itself when the balance and what may be paid hold', () => {
    const day = addDays(due, -1);
    const usual = new Date(at(day, 20).getTime() + 24 * HOUR);
    expect(codeDeadline(loan, day, cap, 'instalment', usual)).toEqual(usual);
  });

  it('is the end of the due day for a code made on it at 20:07, for either kind', () => {
    const made = new Date(at(due, 20).getTime() + 7 * 60_000);
    const usual = new Date(made.getTime() + 24 * HOUR);
    const endOfDueDay = phDayStart(addDays(due, 1));
    expect(codeDeadline(loan, due, cap, 'instalment', usual)).toEqual(endOfDueDay);
    expect(codeDeadline(loan, due, cap, 'rollover', usual)).toEqual(endOfDueDay);
  });

  it('is the end of the day on an overdue loan, before the next day’s default interest', () => {
    const day = addDays(due, 3);
    const usual = new Date(at(day, 1).getTime() + 24 * HOUR);
    expect(codeDeadline(loan, day, cap, 'instalment', usual)).toEqual(phDayStart(addDays(day, 1)));
  });
});

describe('what a pay code’s amount clears', () => {
  it('says the loan, a rollover, or part with what remains', () => {
    const loan = loanOf(ONE_PERIOD);
    const day = loan.schedule[0]!.dueDate;
    const total = balancesAsOf(loan, day, cap).total;
    expect(whatCodeClears(loan, day, cap, 'instalment', total)).toBe('loan');
    expect(whatCodeClears(loan, day, cap, 'rollover', 10_000)).toBe('rollover');
    expect(whatCodeClears(loan, day, cap, 'instalment', 1_000)).toBe(`part:${total - 1_000}`);
  });

  it('names the instalments an amount pays on a loan of four', () => {
    const loan = loanOf(FOUR_PERIODS);
    const [first, second] = loan.schedule;
    const day = first!.dueDate;
    expect(whatCodeClears(loan, day, cap, 'instalment', first!.amount)).toBe('instalments:1:1:4');
    expect(whatCodeClears(loan, day, cap, 'instalment', first!.amount + second!.amount + 1)).toBe(
      'instalments:1:2:4',
    );
    expect(whatCodeClears(loan, day, cap, 'instalment', first!.amount - 1)).toMatch(/^part:/);
  });
});
