import type { PaymentList, PaymentListItem } from '@loan/contract/ops';
import { type FormEvent, useEffect, useState } from 'react';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall, queryOf } from '../lib/ops-http.ts';
import { Alert, Link } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';
import { PaymentFlagsPanel } from './payment-flags.tsx';
import { ReconciliationPanel } from './reconciliation.tsx';

interface Filter {
  q: string;
  from: string;
  to: string;
}

const EMPTY: Filter = { q: '', from: '', to: '' };
const PAGE = 50;

/**
 * Payments: the reconciliation of each day, the gateway events flagged for it, then every
 * payment, newest first.
 */
export function Payments() {
  return (
    <section>
      <h1>Payments</h1>
      <ReconciliationPanel />
      <PaymentFlagsPanel />
      <PaymentSearch />
    </section>
  );
}

/** Every payment received, by receipt number, reference or order, a page at a time. */
function PaymentSearch() {
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [applied, setApplied] = useState<Filter>(EMPTY);
  const [payments, setPayments] = useState<PaymentListItem[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(applied: Filter, after: string | null) {
    setError(null);
    try {
      const page = await opsCall<PaymentList>(
        'GET',
        `/payments${queryOf({ ...applied, limit: PAGE, after })}`,
      );
      setPayments((shown) => (after && shown ? [...shown, ...page.payments] : page.payments));
      setNext(page.next);
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest payments, once, on arrival
  useEffect(() => {
    load(EMPTY, null);
  }, []);

  function search(event: FormEvent) {
    event.preventDefault();
    setApplied(filter);
    load(filter, null);
  }

  const field = (name: keyof Filter) => ({
    value: filter[name],
    onChange: (e: { target: { value: string } }) =>
      setFilter((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">Payments received</h2>
      <form onSubmit={search} className="filters" aria-label="Search payments">
        <label className="wide">
          Receipt or reference (its start is enough), or order number
          <input {...field('q')} placeholder="OR-0001, BDO-123 or PN-…" />
        </label>
        <label>
          Paid from (Philippine day)
          <input type="date" {...field('from')} />
        </label>
        <label>
          Paid to
          <input type="date" {...field('to')} />
        </label>
        <button type="submit">Search</button>
      </form>
      {error && <Alert>{error}</Alert>}
      {payments && payments.length === 0 && <p className="muted">No payment found.</p>}
      {payments && payments.length > 0 && (
        <div className="table-wrap">
          <table aria-label="Payments">
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Order</th>
                <th scope="col">Amount</th>
                <th scope="col">Channel</th>
                <th scope="col">Reference</th>
                <th scope="col">Paid at</th>
                <th scope="col">Reversed</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.receiptNo}>
                  <td className="nowrap">{p.receiptNo}</td>
                  <td className="break-narrow">
                    <Link to={`/orders/${encodeURIComponent(p.orderId)}`}>{p.orderId}</Link>
                  </td>
                  <td className="num">{pesos(p.amount)}</td>
                  <td>
                    {p.channel}
                    {p.kind === 'rollover' ? ' (rollover)' : ''}
                  </td>
                  <td className="break-narrow">{p.reference}</td>
                  <td>{phTime(p.paidAt)}</td>
                  <td>
                    {p.reversedAt ? (
                      <>
                        <span className="badge late">reversed</span>{' '}
                        <span className="muted block">{phTime(p.reversedAt)}</span>
                      </>
                    ) : (
                      'no'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <p>
          <button type="button" className="secondary" onClick={() => load(applied, next)}>
            More
          </button>
        </p>
      )}
    </section>
  );
}
