import { describe, expect, it } from 'vitest';
import { type ContactAttempt, contactRefusal } from './contact-rule.ts';

const ph = (time: string) => new Date(`2026-03-02T${time}+08:00`);
const attempt = (overrides: Partial<ContactAttempt>): ContactAttempt => ({
  at: ph('10:00:00'),
  party: 'borrower',
  daysPastDue: 3,
  consented: false,
  ...overrides,
});

describe('the SEC MC 18 s.2019 contact rule', () => {
  it('allows the borrower, a guarantor and immediate family within the hours', () => {
    for (const party of ['borrower', 'guarantor', 'immediate-family'] as const) {
      expect(contactRefusal(attempt({ party }))).toBeNull();
    }
  });

  it('refuses anyone else, whatever the hour, days past due or consent', () => {
    for (const party of ['other-relative', 'reference', 'employer', 'other'] as const) {
      const refusal = contactRefusal(attempt({ party, daysPastDue: 60, consented: true }));
      expect(refusal).toMatch(/only the borrower, a guarantor or immediate family/);
    }
    expect(contactRefusal(attempt({ party: 'reference' }))).toContain('not a reference');
  });

  it('holds the hours at their edges, in Philippine time', () => {
    expect(contactRefusal(attempt({ at: ph('05:59:59') }))).toMatch(/before 06:00.*it is 05:59/);
    expect(contactRefusal(attempt({ at: ph('06:00:00') }))).toBeNull();
    expect(contactRefusal(attempt({ at: ph('22:00:00') }))).toBeNull();
    expect(contactRefusal(attempt({ at: ph('22:00:01') }))).toMatch(/after 22:00/);
    expect(contactRefusal(attempt({ at: ph('23:00:00') }))).toMatch(/it is 23:00/);
    // 14:30 UTC is 22:30 in Manila, whatever zone the server runs in.
    expect(contactRefusal(attempt({ at: new Date('2026-03-02T14:30:00Z') }))).not.toBeNull();
  });

  it('lets the hours go once the account is more than 15 days past due', () => {
    expect(contactRefusal(attempt({ at: ph('23:00:00'), daysPastDue: 15 }))).toMatch(/15 days/);
    expect(contactRefusal(attempt({ at: ph('23:00:00'), daysPastDue: 16 }))).toBeNull();
  });

  it('lets the hours go when the borrower consented', () => {
    expect(contactRefusal(attempt({ at: ph('05:00:00'), consented: true }))).toBeNull();
  });
});
