import type { ContactNow } from '@loan/contract/ops';

const BASIS_TEXT = {
  'within-hours': 'within hours',
  'past-due-waiver': 'over 15 days past due',
  'borrower-consent': 'borrower consented',
} as const;

/** Who someone on the loan is, as a collector reads it: "Borrower", "Maria Santos (guarantor)". */
export function personOf(person: Pick<ContactNow, 'party' | 'name'>): string {
  return person.party === 'borrower' ? 'Borrower' : `${person.name} (${person.party})`;
}

/** "Yes, within hours" or "No, outside hours, no consent": the short answer of the rule. */
export function answerOf(person: ContactNow): string {
  if (person.allowed && person.basis) return `Yes, ${BASIS_TEXT[person.basis]}`;
  if (person.reason === 'outside-hours') {
    return person.party === 'borrower' ? 'No, outside hours, no consent' : 'No, outside hours';
  }
  return person.reason === 'party-not-allowed' ? 'No, party not allowed' : 'No, not on the loan';
}

/** Who may be contacted now, one line each; with the rule's words when `full`. */
export function ContactNowList({ people, full }: { people: ContactNow[]; full?: boolean }) {
  return (
    <ul className="contact-now">
      {people.map((person) => (
        <li key={person.partyId} className={person.allowed ? 'may' : 'may-not'}>
          <span className="who-line">{personOf(person)}:</span> {answerOf(person)}
          {full && <span className="why">{person.why}</span>}
        </li>
      ))}
    </ul>
  );
}
