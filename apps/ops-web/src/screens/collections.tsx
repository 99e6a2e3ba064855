import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  CONTACT_PARTIES,
  type ContactBody,
  type ContactChannel,
  type ContactOutcome,
  type ContactParty,
  type OrderCollections,
  OVERDUE_BUCKETS,
  type OverdueBucket,
  type Worklist,
} from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

function bucketFromAddress(): OverdueBucket {
  const asked = new URLSearchParams(window.location.search).get('bucket');
  return OVERDUE_BUCKETS.find((b) => b.id === asked)?.id ?? '1-30';
}

/** Overdue orders by bucket; an order's contact log and a new contact (SEC MC 18 s.2019). */
export function Collections() {
  const [bucket, setBucket] = useState<OverdueBucket>(bucketFromAddress);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = useOps(
    () => opsCall<Worklist>('GET', `/collections?bucket=${encodeURIComponent(bucket)}`),
    `worklist-${bucket}`,
  );
  return (
    <section>
      <h1>Collections</h1>
      <div className="tabs" role="tablist" aria-label="Days past due">
        {OVERDUE_BUCKETS.map((b) => (
          <button
            key={b.id}
            type="button"
            role="tab"
            aria-selected={b.id === bucket}
            className={b.id === bucket ? 'tab active' : 'tab'}
            onClick={() => {
              setBucket(b.id);
              setChosen(null);
            }}
          >
            {b.id} days
          </button>
        ))}
      </div>
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data?.items.length === 0 && <p className="muted">No overdue order in this bucket.</p>}
      {list.data && list.data.items.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Phone</th>
                <th scope="col">Days past due</th>
                <th scope="col">Outstanding</th>
                <th scope="col">Last contact</th>
                <th scope="col">
                  <span className="sr-only">Contact log</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.orderId} className={chosen === item.orderId ? 'chosen' : ''}>
                  <td>
                    <Link to={`/orders/${encodeURIComponent(item.orderId)}`}>{item.orderId}</Link>
                  </td>
                  <td>{item.phone}</td>
                  <td className="num">{item.daysPastDue}</td>
                  <td className="num">{pesos(item.outstanding)}</td>
                  <td>
                    {item.lastContact
                      ? `${phTime(item.lastContact.contactedAt)}, ${item.lastContact.outcome}`
                      : '—'}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => setChosen(item.orderId)}
                    >
                      Contacts of {item.orderId}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen && <ContactLog orderId={chosen} onLogged={list.reload} />}
    </section>
  );
}

function ContactLog({ orderId, onLogged }: { orderId: string; onLogged: () => void }) {
  const { may } = useSession();
  const log = useOps(
    () => opsCall<OrderCollections>('GET', `/collections/${encodeURIComponent(orderId)}`),
    `contacts-${orderId}`,
  );
  if (log.error) return <Alert>{log.error}</Alert>;
  if (!log.data) return <Loading />;
  const data = log.data;
  return (
    <div className="panel">
      <h2>
        Contact log of {orderId}, {data.daysPastDue} days past due
      </h2>
      <p className="muted">
        {data.consentedToOffHours
          ? 'The borrower consented to contact outside 06:00-22:00.'
          : 'Contact only 06:00-22:00 Philippine time while 15 days or fewer past due.'}
      </p>
      {data.contacts.length === 0 ? (
        <p className="muted">No contact yet.</p>
      ) : (
        <ul className="log">
          {data.contacts.map((c) => (
            <li key={c.id}>
              {phTime(c.contactedAt)}: {c.channel} with {c.contactName} ({c.party}), {c.outcome}
              {c.promiseDate && c.promiseAmount !== null
                ? `, promised ${pesos(c.promiseAmount)} by ${c.promiseDate}`
                : ''}
              {c.note && ` — ${c.note}`} <span className="muted">by {c.actor}</span>
            </li>
          ))}
        </ul>
      )}
      {may('collections.contact') && !data.consentedToOffHours && (
        <ConsentForm orderId={orderId} onRecorded={log.reload} />
      )}
      {may('collections.contact') && (
        <ContactForm
          orderId={orderId}
          onLogged={() => {
            log.reload();
            onLogged();
          }}
        />
      )}
    </div>
  );
}

function ConsentForm({ orderId, onRecorded }: { orderId: string; onRecorded: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await opsCall('POST', `/collections/${encodeURIComponent(orderId)}/consent`, { note });
      onRecorded();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <form onSubmit={submit} className="filters" aria-label="Record consent">
      <label className="wide">
        How the borrower consented to contact outside 06:00-22:00
        <input required value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" className="secondary">
        Record consent
      </button>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}

function ContactForm({ orderId, onLogged }: { orderId: string; onLogged: () => void }) {
  const [channel, setChannel] = useState<ContactChannel>('call');
  const [party, setParty] = useState<ContactParty>('borrower');
  const [contactName, setContactName] = useState('');
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
    const body: ContactBody = { channel, party, contactName, outcome, note };
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
        <select value={party} onChange={(e) => setParty(e.target.value as ContactParty)}>
          {CONTACT_PARTIES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <label>
        Name
        <input required value={contactName} onChange={(e) => setContactName(e.target.value)} />
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
