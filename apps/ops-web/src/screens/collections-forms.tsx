import {
  BORROWER_PARTY_ID,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  type ContactBody,
  type ContactChannel,
  type ContactNow,
  type ContactOutcome,
  type LoanPartyBody,
} from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { opsCall } from '../lib/ops-http.ts';
import { Alert, Notice } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';
import { personOf } from './contact-now.tsx';

// Immediate family is not offered: SEC MC 18 s.2019 s.1(h) names guarantors and co-makers, and
// the server refuses family unless the lender's setting allows it.
const RECORDED_KINDS = ['guarantor', 'co-maker'] as const;

/** Records a guarantor or co-maker on the loan, with how the borrower agreed to it. */
export function PartyForm({ orderId, onAdded }: { orderId: string; onAdded: () => void }) {
  const empty: LoanPartyBody = {
    kind: 'guarantor',
    name: '',
    phone: '',
    relation: '',
    borrowerConsent: '',
  };
  const [body, setBody] = useState<LoanPartyBody>(empty);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof LoanPartyBody) => (value: string) =>
    setBody((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await opsCall('POST', `/collections/${encodeURIComponent(orderId)}/parties`, body);
      setBody(empty);
      onAdded();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <form onSubmit={submit} className="filters" aria-label="Record a guarantor or co-maker">
      <label>
        Kind
        <select value={body.kind} onChange={(e) => set('kind')(e.target.value)}>
          {RECORDED_KINDS.map((kind) => (
            <option key={kind}>{kind}</option>
          ))}
        </select>
      </label>
      <label>
        Name
        <input
          required
          maxLength={100}
          value={body.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </label>
      <label>
        Mobile number
        <input
          required
          inputMode="tel"
          value={body.phone}
          onChange={(e) => set('phone')(e.target.value)}
        />
      </label>
      <label>
        Relation to the borrower
        <input
          required
          maxLength={60}
          value={body.relation}
          onChange={(e) => set('relation')(e.target.value)}
        />
      </label>
      <label className="wide">
        How and when the borrower agreed to name them
        <input
          required
          maxLength={500}
          value={body.borrowerConsent}
          onChange={(e) => set('borrowerConsent')(e.target.value)}
        />
      </label>
      <button type="submit" className="secondary">
        Record party
      </button>
      {error && <Alert>Refused: {error}</Alert>}
    </form>
  );
}

/** Logs a contact made now with someone recorded on the loan. */
export function ContactForm({
  orderId,
  people,
  onLogged,
}: {
  orderId: string;
  people: ContactNow[];
  onLogged: () => void;
}) {
  const [channel, setChannel] = useState<ContactChannel>('call');
  const [partyId, setPartyId] = useState<string>(BORROWER_PARTY_ID);
  const [outcome, setOutcome] = useState<ContactOutcome>('reached');
  const [note, setNote] = useState('');
  const [promiseDate, setPromiseDate] = useState('');
  const [promisePesos, setPromisePesos] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const promise = outcome === 'promise-to-pay';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const body: ContactBody = { channel, partyId, outcome, note };
    if (promise) {
      body.promiseDate = promiseDate;
      body.promiseAmount = Math.round(Number(promisePesos) * 100);
    }
    try {
      await opsCall('POST', `/collections/${encodeURIComponent(orderId)}/contacts`, body);
      setSaved(true);
      setNote('');
      onLogged();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <form onSubmit={submit} className="filters" aria-label="Log a contact">
      <label>
        Channel
        <select value={channel} onChange={(e) => setChannel(e.target.value as ContactChannel)}>
          {CONTACT_CHANNELS.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        Who was contacted
        <select value={partyId} onChange={(e) => setPartyId(e.target.value)}>
          {people.map((person) => (
            <option key={person.partyId} value={person.partyId}>
              {personOf(person)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Outcome
        <select value={outcome} onChange={(e) => setOutcome(e.target.value as ContactOutcome)}>
          {CONTACT_OUTCOMES.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      </label>
      {promise && (
        <>
          <label>
            Promised date
            <input
              type="date"
              required
              value={promiseDate}
              onChange={(e) => setPromiseDate(e.target.value)}
            />
          </label>
          <label>
            Promised amount (₱)
            <input
              type="number"
              required
              min="0.01"
              step="0.01"
              value={promisePesos}
              onChange={(e) => setPromisePesos(e.target.value)}
            />
          </label>
        </>
      )}
      <label className="wide">
        Note
        <input value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit">Log contact</button>
      {error && <Alert>Refused: {error}</Alert>}
      {saved && <Notice>Contact logged.</Notice>}
    </form>
  );
}
