import { describe, expect, it } from 'vitest';
import {
  ageOn,
  amountLimit,
  DEFAULT_CREDIT_POLICY,
  evaluateCreditPolicy,
  monthlyRepayment,
  type PolicyFacts,
} from './credit-policy.ts';

/** A first-time applicant of 30 earning ₱25,000 a month, asking ₱5,000 over 91 days. */
const ELIGIBLE: PolicyFacts = {
  age: 30,
  monthlyIncome: 2_500_000,
  duplicateIdentity: false,
  openLoans: 0,
  overdueNow: false,
  settledLoans: 0,
  settledOnTime: 0,
  worstDaysLate: 0,
  principal: 500_000,
  totalRepayable: 600_000,
  termDays: 91,
};

const decide = (facts: Partial<PolicyFacts>) =>
  evaluateCreditPolicy(DEFAULT_CREDIT_POLICY, { ...ELIGIBLE, ...facts });

const failing = (facts: Partial<PolicyFacts>) =>
  decide(facts)
    .rules.filter((rule) => rule.outcome !== 'pass')
    .map((rule) => `${rule.rule}:${rule.outcome}:${rule.reason}`);

describe('credit policy', () => {
  it('approves an eligible first-time applicant, every rule passing with its figures', () => {
    const decision = decide({});
    expect(decision.outcome).toBe('approve');
    expect(decision.rules.map((rule) => rule.rule)).toEqual([
      'age',
      'identity',
      'income',
      'openLoans',
      'pastRepayment',
      'amountLimit',
    ]);
    expect(decision.rules.every((rule) => rule.outcome === 'pass' && rule.reason === null)).toBe(
      true,
    );
    expect(decision.rules.find((rule) => rule.rule === 'amountLimit')?.detail).toBe(
      'amount ₱5,000.00, first-loan limit ₱10,000.00',
    );
  });

  it('rejects under 18 and sends 65 or older to an approver', () => {
    expect(failing({ age: 17 })).toEqual(['age:reject:under-minimum-age']);
    expect(decide({ age: 17 }).outcome).toBe('reject');
    expect(failing({ age: 18 })).toEqual([]);
    expect(failing({ age: 65 })).toEqual(['age:review:over-maximum-age']);
    expect(decide({ age: 65 }).outcome).toBe('review');
  });

  it('sends a duplicate identity to review, not to a new client’s approval', () => {
    expect(decide({ duplicateIdentity: true }).outcome).toBe('review');
    expect(failing({ duplicateIdentity: true })).toEqual(['identity:review:duplicate-identity']);
  });

  it('rejects a monthly repayment above 40% of the income, at the exact boundary too', () => {
    // 600,000 over 91 days is 197,803 a month; 40% of 494,508 is 197,803.
    expect(monthlyRepayment(600_000, 91)).toBe(197_803);
    expect(failing({ monthlyIncome: 494_508 })).toEqual([]);
    expect(failing({ monthlyIncome: 494_507 })).toEqual([
      'income:reject:instalment-over-income-share',
    ]);
    // A loan of 14 days weighs a whole month.
    expect(monthlyRepayment(100_000, 14)).toBe(100_000);
  });

  it('rejects when a loan is out or overdue, and a repeat client late by 30 days goes to review', () => {
    expect(failing({ openLoans: 1 })).toEqual(['openLoans:reject:too-many-open-loans']);
    expect(failing({ openLoans: 1, overdueNow: true })).toEqual([
      'openLoans:reject:loan-overdue-now',
    ]);
    expect(failing({ settledLoans: 1, worstDaysLate: 29 })).toEqual([]);
    expect(failing({ settledLoans: 1, worstDaysLate: 30 })).toEqual([
      'pastRepayment:review:repaid-late-before',
    ]);
  });

  it('limits a first loan and steps the limit up per loan repaid on time, up to the cap', () => {
    expect(failing({ principal: 1_000_001 })).toEqual(['amountLimit:reject:amount-over-limit']);
    expect(amountLimit(DEFAULT_CREDIT_POLICY, 2)).toBe(2_000_000);
    expect(amountLimit(DEFAULT_CREDIT_POLICY, 100)).toBe(5_000_000);
    const repeat = {
      settledLoans: 2,
      settledOnTime: 2,
      principal: 2_000_000,
      totalRepayable: 2_000_000,
    };
    expect(decide(repeat).outcome).toBe('approve');
    expect(decide({ ...repeat, settledOnTime: 1 }).outcome).toBe('reject');
  });

  it('a reject outweighs a review', () => {
    expect(decide({ age: 17, duplicateIdentity: true }).outcome).toBe('reject');
  });

  it('follows its configuration', () => {
    const lenient = { ...DEFAULT_CREDIT_POLICY, maxOpenLoans: 1, firstLoanLimit: 1_500_000 };
    const facts = { ...ELIGIBLE, openLoans: 1, principal: 1_500_000, totalRepayable: 1_600_000 };
    expect(evaluateCreditPolicy(lenient, facts).outcome).toBe('approve');
  });
});

describe('age on a date', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-12-02', '2026-12-02')).toBe(18);
    expect(ageOn('2008-12-03', '2026-12-02')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
