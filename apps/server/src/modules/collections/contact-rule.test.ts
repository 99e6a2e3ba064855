import { describe, expect, it } from 'vitest';
import { type ContactAttempt, contactVerdict } from './contact-rule.ts';

const ph = (time: string) => new Date(`2026-03-02T${time}+08:00`);
const attempt = (overrides: Partial<ContactAttempt>): ContactAttempt => ({
  at: ph('10:00:00'),
  party: 'borrower',
  daysPastDue: 3,
  borrowerConsented: false,
  familyAllowed: false,
  ...overrides,
});

describe('the SEC MC 18 s.2019 contact rule', () => {
  it('allows the borrower, a guarantor and a co-maker within the hours', () => {
    for (const party of ['borrower', 'guarantor', 'co-maker'] as const) {
      expect(contactVerdict(attempt({ party }))).toMatchObject({
        allowed: true,
        basis: 'within-hours',
      });
    }
  });

  it('refuses immediate family unless the setting allows it, whatever the hour or consent', () => {
    const off = contactVerdict(
      attempt({ party: 'immediate-family', daysPastDue: 60, borrowerConsented: true }),
    );
    expect(off).toMatchObject({ allowed: false, reason: 'party-not-allowed' });
    expect(off.why).toMatch(/s\.1\(h\).*guarantors or co-makers/);
    expect(
      contactVerdict(attempt({ party: 'immediate-family', familyAllowed: true })),
    ).toMatchObject({ allowed: true });
  });

  it('holds the hours at their edges to the second, in Philippine time', () => {
    const early = contactVerdict(attempt({ at: ph('05:59:59') }));
    expect(early).toMatchObject({ allowed: false, reason: 'outside-hours' });
    expect(early.why).toMatch(/before 06:00:00 .* it is 05:59:59 PHT/);
    expect(contactVerdict(attempt({ at: ph('06:00:00') }))).toMatchObject({ allowed: true });
    expect(contactVerdict(attempt({ at: ph('22:00:00') }))).toMatchObject({ allowed: true });
    expect(contactVerdict(attempt({ at: ph('22:00:01') }))).toMatchObject({
      allowed: false,
      reason: 'outside-hours',
    });
  });

  it('lifts the hours past 15 days overdue, for the borrower only on their own consent', () => {
    const late = { at: ph('05:59:00') };
    expect(contactVerdict(attempt({ ...late, daysPastDue: 15 }))).toMatchObject({
      allowed: false,
    });
    expect(contactVerdict(attempt({ ...late, daysPastDue: 16 }))).toMatchObject({
      allowed: true,
      basis: 'past-due-waiver',
    });
    expect(contactVerdict(attempt({ ...late, borrowerConsented: true }))).toMatchObject({
      allowed: true,
      basis: 'borrower-consent',
    });
    const guarantor = contactVerdict(
      attempt({ ...late, party: 'guarantor', borrowerConsented: true }),
    );
    expect(guarantor).toMatchObject({ allowed: false, reason: 'outside-hours' });
    expect(guarantor.why).toContain('consent does not cover a guarantor');
  });
});
