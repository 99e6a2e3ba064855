import {
  ALLOWED_CONTACT_PARTIES,
  CONTACT_HOURS,
  CONTACT_HOURS_WAIVED_AFTER_DAYS,
  type ContactParty,
} from '@loan/contract/ops';

const PH_OFFSET_MS = 8 * 3_600_000;
const DAY_SECONDS = 86_400;

export interface ContactAttempt {
  /** When the contact is made. */
  at: Date;
  party: ContactParty;
  daysPastDue: number;
  /** The borrower agreed to be contacted outside the hours. */
  consented: boolean;
}

/**
 * SEC MC 18 s.2019 on collection practices: why a contact may not be made, or null when it may.
 * Only the borrower, a guarantor or immediate family, never anyone else the borrower knows; and
 * only from 06:00 to 22:00 Philippine time, unless the account is more than 15 days past due or
 * the borrower consented.
 */
export function contactRefusal(attempt: ContactAttempt): string | null {
  if (!ALLOWED_CONTACT_PARTIES.includes(attempt.party)) {
    return `SEC MC 18 s.2019: only the borrower, a guarantor or immediate family may be contacted, not ${partyText(attempt.party)}`;
  }
  if (withinHours(attempt.at)) return null;
  if (attempt.daysPastDue > CONTACT_HOURS_WAIVED_AFTER_DAYS || attempt.consented) return null;
  return `SEC MC 18 s.2019: no contact before 06:00 or after 22:00 Philippine time (it is ${phClock(attempt.at)}) while the account is ${attempt.daysPastDue} days past due (the hours bind up to ${CONTACT_HOURS_WAIVED_AFTER_DAYS}) and the borrower has not consented`;
}

/** 06:00:00 to 22:00:00 inclusive; 22:00:01 is after 22:00. */
function withinHours(at: Date): boolean {
  const seconds = secondsOfPhDay(at);
  return seconds >= CONTACT_HOURS.from * 3600 && seconds <= CONTACT_HOURS.to * 3600;
}

function secondsOfPhDay(at: Date): number {
  const seconds = Math.floor((at.getTime() + PH_OFFSET_MS) / 1000);
  return ((seconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
}

function phClock(at: Date): string {
  return new Date(at.getTime() + PH_OFFSET_MS).toISOString().slice(11, 16);
}

const PARTY_TEXT: Record<ContactParty, string> = {
  borrower: 'the borrower',
  guarantor: 'a guarantor',
  'immediate-family': 'immediate family',
  'other-relative': 'another relative',
  reference: 'a reference',
  employer: 'an employer',
  other: 'anyone else',
};

function partyText(party: ContactParty): string {
  return PARTY_TEXT[party];
}
