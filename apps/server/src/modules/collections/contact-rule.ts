import { phDateTime } from '@loan/contract';
import {
  CONTACT_HOURS,
  CONTACT_HOURS_WAIVED_AFTER_DAYS,
  type ContactBasis,
  type ContactParty,
  type ContactRefusalReason,
} from '@loan/contract/ops';

/** A contact SEC MC 18 s.2019 does not allow, or with someone not recorded on the loan. */
export const CONTACT_REFUSED = 4301;

const DAY_SECONDS = 86_400;
const FROM_SECONDS = CONTACT_HOURS.from * 3600;
const TO_SECONDS = CONTACT_HOURS.to * 3600;
const HOURS_TEXT = `${clockOf(FROM_SECONDS)} to ${clockOf(TO_SECONDS)} PHT`;

export interface ContactAttempt {
  /** When the contact is made. */
  at: Date;
  party: ContactParty;
  daysPastDue: number;
  /** The borrower's own consent, given in the app, to contact outside the hours is in force. */
  borrowerConsented: boolean;
  /** The lender's setting that lets collectors reach immediate family recorded on the loan. */
  familyAllowed: boolean;
}

export type ContactVerdict =
  | { allowed: true; basis: ContactBasis; reason: null; why: string }
  | { allowed: false; basis: null; reason: ContactRefusalReason; why: string };

/**
 * SEC MC 18 s.2019 as decision 0074 reads it, for one contact with someone recorded on the loan
 * (a party not on the loan is refused before this is asked):
 * - s.1(h): of the borrower's contacts only those named as guarantors or co-makers; immediate
 *   family only where the lender's setting allows it;
 * - the hours: nobody before 06:00:00 or after 22:00:00 Philippine time, unless the account is
 *   more than 15 days past due, or it is the borrower and the borrower consented in the app (a
 *   guarantor's or co-maker's hours are not the borrower's to waive).
 */
export function contactVerdict(attempt: ContactAttempt): ContactVerdict {
  const clock = phClock(attempt.at);
  if (attempt.party === 'immediate-family' && !attempt.familyAllowed) {
    return refused(
      'party-not-allowed',
      "SEC MC 18 s.2019 s.1(h): of the borrower's contacts only those named as guarantors or co-makers may be contacted; contacting immediate family is turned off",
    );
  }
  if (withinHours(attempt.at)) {
    return allowed('within-hours', `${clock} PHT is within ${HOURS_TEXT}`);
  }
  if (attempt.daysPastDue > CONTACT_HOURS_WAIVED_AFTER_DAYS) {
    return allowed(
      'past-due-waiver',
      `${clock} PHT is outside ${HOURS_TEXT}, but the account is ${attempt.daysPastDue} days past due (more than ${CONTACT_HOURS_WAIVED_AFTER_DAYS})`,
    );
  }
  if (attempt.party === 'borrower' && attempt.borrowerConsented) {
    return allowed(
      'borrower-consent',
      `${clock} PHT is outside ${HOURS_TEXT}; the borrower consented in the app to contact outside the hours`,
    );
  }
  const consent =
    attempt.party === 'borrower'
      ? 'the borrower has not consented in the app'
      : "the borrower's consent does not cover a guarantor, co-maker or family member";
  return refused(
    'outside-hours',
    `SEC MC 18 s.2019: no contact before ${clockOf(FROM_SECONDS)} or after ${clockOf(TO_SECONDS)} Philippine time; it is ${clock} PHT, the account is ${attempt.daysPastDue} days past due (the hours bind up to ${CONTACT_HOURS_WAIVED_AFTER_DAYS}) and ${consent}`,
  );
}

/** 06:00:00 to 22:00:00, both inside; 05:59:59 and 22:00:01 are outside. */
function withinHours(at: Date): boolean {
  const seconds = secondsOfPhDay(at);
  return seconds >= FROM_SECONDS && seconds <= TO_SECONDS;
}

function secondsOfPhDay(at: Date): number {
  const seconds = Math.floor(at.getTime() / 1000) + 8 * 3600;
  return ((seconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
}

/** The Philippine time of day to the second: '05:59:59'. */
export function phClock(at: Date): string {
  return phDateTime(at).slice(11, 19);
}

function clockOf(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function allowed(basis: ContactBasis, why: string): ContactVerdict {
  return { allowed: true, basis, reason: null, why };
}

function refused(reason: ContactRefusalReason, why: string): ContactVerdict {
  return { allowed: false, basis: null, reason, why };
}
