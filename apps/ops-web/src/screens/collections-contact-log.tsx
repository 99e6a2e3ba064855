import type { OrderCollections } from '@loan/contract/ops';
import { pesos, phTime, phTimeToSecond } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';
import { ContactForm, PartyForm } from './collections-forms.tsx';
import { ContactNowList } from './contact-now.tsx';

function OffHoursConsent({ data }: { data: OrderCollections }) {
  const consent = data.offHoursConsent;
  if (!consent) {
    return (
      <p className="muted">
        The borrower has not consented in the app to contact outside 06:00:00 to 22:00:00.
      </p>
    );
  }
  return (
    <div className="consent">
      <p>
        The borrower consented in the app on{' '}
        <strong className="nowrap">{phTimeToSecond(consent.grantedAt)}</strong> (
        {consent.language === 'fil' ? 'Filipino' : 'English'}) to:
      </p>
      <blockquote lang={consent.language === 'fil' ? 'fil' : 'en'}>{consent.words}</blockquote>
    </div>
  );
}

function Parties({ data }: { data: OrderCollections }) {
  if (data.parties.length === 0) {
    return <p className="muted">No guarantor or co-maker recorded on this loan.</p>;
  }
  return (
    <ul className="log">
      {data.parties.map((p) => (
        <li key={p.id}>
          <strong>{p.name}</strong> ({p.kind}, {p.relation}), {p.phone}.{' '}
          <span className="muted">
            Borrower agreed: {p.borrowerConsent}. Recorded {phTime(p.addedAt)} by {p.addedBy}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Contacts({ data }: { data: OrderCollections }) {
  if (data.contacts.length === 0) return <p className="muted">No contact yet.</p>;
  return (
    <ul className="log">
      {data.contacts.map((c) => (
        <li key={c.id}>
          {phTime(c.contactedAt)}: {c.channel} with{' '}
          {c.party === 'borrower' ? 'the borrower' : `${c.contactName} (${c.party})`}, {c.outcome}
          {c.promiseDate && c.promiseAmount !== null
            ? `, promised ${pesos(c.promiseAmount)} by ${c.promiseDate}`
            : ''}
          {c.note && ` — ${c.note}`} <span className="muted">by {c.actor}</span>
        </li>
      ))}
    </ul>
  );
}

/** One order's parties, the borrower's consent, who may be contacted now and its contact log. */
export function ContactLog({ orderId, onLogged }: { orderId: string; onLogged: () => void }) {
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
      <h3>Who may be contacted now</h3>
      <p className="clock-line">
        <span>
          Philippine time when read: <strong className="nowrap">{data.phClock}</strong>
        </span>
        <button type="button" className="secondary" onClick={log.reload}>
          Check again
        </button>
      </p>
      <ContactNowList people={data.contactNow} full />
      <OffHoursConsent data={data} />
      <h3>Guarantors and co-makers</h3>
      <Parties data={data} />
      {may('collections.contact') && (
        <PartyForm
          orderId={orderId}
          onAdded={() => {
            log.reload();
            onLogged();
          }}
        />
      )}
      <h3>Contacts</h3>
      <Contacts data={data} />
      {may('collections.contact') && (
        <ContactForm
          orderId={orderId}
          people={data.contactNow}
          onLogged={() => {
            log.reload();
            onLogged();
          }}
        />
      )}
    </div>
  );
}
