import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_INTEREST_TIERS,
  LOAN_TERM_MAX_DAYS,
  LOAN_TERM_MIN_DAYS,
  TOAST_DEFAULT_MS,
  TOAST_MIN_MS,
} from './constants.ts';

describe('business constants', () => {
  it('default interest tiers cover every day from day 1 without gaps', () => {
    let expectedFrom = 1;
    for (const tier of DEFAULT_DAILY_INTEREST_TIERS) {
      expect(tier.fromDay).toBe(expectedFrom);
      if (tier.toDay === null) return;
      expectedFrom = tier.toDay + 1;
    }
    throw new Error('the last tier must be open-ended');
  });

  it('keeps the loan term range and toast bounds ordered', () => {
    expect(LOAN_TERM_MIN_DAYS).toBeLessThan(LOAN_TERM_MAX_DAYS);
    expect(TOAST_MIN_MS).toBeLessThan(TOAST_DEFAULT_MS);
  });
});
