import { OVERDUE_BUCKETS, type OverdueBucket, type Worklist } from '@loan/contract/ops';
import { useState } from 'react';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { Alert, Link, Loading } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';
import { ContactLog } from './collections-contact-log.tsx';
import { ContactNowList } from './contact-now.tsx';

function bucketFromAddress(): OverdueBucket {
  const asked = new URLSearchParams(window.location.search).get('bucket');
  return OVERDUE_BUCKETS.find((b) => b.id === asked)?.id ?? '1-30';
}

/**
 * Overdue orders by bucket with who may be contacted now; an order's parties, contact log and a
 * new contact (SEC MC 18 s.2019).
 */
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
      {list.data && (
        <p className="clock-line">
          <span>
            Philippine time when read: <strong className="nowrap">{list.data.phClock}</strong>.
            Calls 06:00:00 to 22:00:00 unless over 15 days past due or the borrower consented.
          </span>
          <button type="button" className="secondary" onClick={list.reload}>
            Check again
          </button>
        </p>
      )}
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data?.items.length === 0 && <p className="muted">No overdue order in this bucket.</p>}
      {list.data && list.data.items.length > 0 && (
        <div className="table-wrap">
          <table className="worklist">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Past due</th>
                <th scope="col">May be contacted now</th>
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
                    <span className="block muted">{item.phone}</span>
                  </td>
                  <td className="num">
                    {item.daysPastDue} days
                    <span className="block">{pesos(item.outstanding)}</span>
                  </td>
                  <td>
                    <ContactNowList people={item.contactNow} />
                  </td>
                  <td>
                    {item.lastContact ? (
                      <>
                        <span className="block nowrap">{phTime(item.lastContact.contactedAt)}</span>
                        <span className="block">{item.lastContact.outcome}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={`Contacts of ${item.orderId}`}
                      onClick={() => setChosen(item.orderId)}
                    >
                      Contacts
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
