import type { OpsPayment, OrderDetail as Order, OrderPayments } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { pesos, phTime } from '../lib/format.ts';
import { OpsError, opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

type LedgerEntry = Record<string, unknown>;

/** The ledger where the server has one for operators; null where it has not (404). */
async function ledgerOf(orderId: string): Promise<LedgerEntry[] | null> {
  try {
    const data = await opsCall<{ entries?: LedgerEntry[] } | LedgerEntry[]>(
      'GET',
      `/orders/${encodeURIComponent(orderId)}/ledger`,
    );
    return Array.isArray(data) ? data : (data.entries ?? []);
  } catch (error) {
    if (error instanceof OpsError && error.status === 404) return null;
    throw error;
  }
}

export function OrderDetail({ orderId }: { orderId: string }) {
  const { may } = useSession();
  const id = encodeURIComponent(orderId);
  const order = useOps(() => opsCall<Order>('GET', `/orders/${id}`), `order-${orderId}`);
  const payments = useOps(
    () =>
      may('payments.read')
        ? opsCall<OrderPayments>('GET', `/orders/${id}/payments`)
        : Promise.resolve(null),
    `payments-${orderId}`,
  );
  const ledger = useOps(() => ledgerOf(orderId), `ledger-${orderId}`);
  if (order.error) return <Alert>{order.error}</Alert>;
  if (!order.data) return <Loading />;
  const o = order.data;
  return (
    <section>
      <p>
        <Link to="/orders">← Orders</Link>
      </p>
      <h1>{o.orderId}</h1>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          {o.status} {o.statusName}
        </dd>
        <dt>Borrower</dt>
        <dd>
          <Link to={`/orders?phone=${o.phone}`}>{o.phone}</Link>
        </dd>
        <dt>Product</dt>
        <dd>{o.productId}</dd>
        <dt>Principal</dt>
        <dd>{pesos(o.principal)}</dd>
        <dt>Applied</dt>
        <dd>{phTime(o.appliedAt)}</dd>
        <dt>Released</dt>
        <dd>{o.releaseDate ?? '—'}</dd>
        <dt>Due</dt>
        <dd>{o.dueDate ?? '—'}</dd>
        {payments.data && (
          <>
            <dt>Outstanding</dt>
            <dd>{pesos(payments.data.outstanding)}</dd>
          </>
        )}
      </dl>

      <h2>Events</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Status</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {o.events.map((event) => (
              <tr key={`${event.at}-${event.to}`}>
                <td>{phTime(event.at)}</td>
                <td>{event.actor}</td>
                <td>
                  {event.from ?? '—'} → {event.to}
                </td>
                <td>{event.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Payments and receipts</h2>
      {payments.error && <Alert>{payments.error}</Alert>}
      {payments.data && payments.data.payments.length === 0 && (
        <p className="muted">No payment yet.</p>
      )}
      {payments.data && payments.data.payments.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Paid</th>
                <th scope="col">Amount</th>
                <th scope="col">Penalty / interest / principal</th>
                <th scope="col">Channel, reference</th>
                <th scope="col">Booked by</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.payments.map((p) => (
                <tr key={p.receiptNo}>
                  <td>{p.receiptNo}</td>
                  <td>{phTime(p.paidAt)}</td>
                  <td className="num">{pesos(p.amount)}</td>
                  <td className="num">
                    {pesos(p.allocation.penalty)} / {pesos(p.allocation.interest)} /{' '}
                    {pesos(p.allocation.principal)}
                  </td>
                  <td>
                    {p.channel}, {p.reference}
                  </td>
                  <td>{p.source === 'operator' ? p.actor : 'provider'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {may('payments.record') && payments.data && o.status >= 170 && o.status < 200 && (
        <RecordPayment orderId={o.orderId} onRecorded={payments.reload} />
      )}

      {ledger.data && (
        <>
          <h2>Ledger</h2>
          <LedgerTable entries={ledger.data} />
        </>
      )}
    </section>
  );
}

/** Money received outside the provider (a bank deposit, cash at a branch), once per reference. */
function RecordPayment({ orderId, onRecorded }: { orderId: string; onRecorded: () => void }) {
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [channel, setChannel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      const receipt = await opsCall<OpsPayment>(
        'POST',
        `/orders/${encodeURIComponent(orderId)}/payments`,
        {
          amount: Math.round(Number(amount) * 100),
          reference: reference.trim(),
          ...(channel.trim() ? { channel: channel.trim() } : {}),
        },
      );
      setDone(`Booked ${pesos(receipt.amount)}, receipt ${receipt.receiptNo}.`);
      setAmount('');
      setReference('');
      onRecorded();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <>
      <h2>Book a payment received outside the provider</h2>
      <form onSubmit={submit} className="filters" aria-label="Book a payment">
        <label>
          Amount (₱)
          <input
            type="number"
            required
            min="0.01"
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label>
          Reference
          <input
            required
            maxLength={64}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
        <label>
          Channel
          <input
            maxLength={100}
            placeholder="received outside the provider"
            value={channel}
            onChange={(e) => setChannel(e.target.value)}
          />
        </label>
        <button type="submit">Book payment</button>
        {error && <Alert>{error}</Alert>}
        {done && <Notice>{done}</Notice>}
      </form>
    </>
  );
}

/** The ledger's entries as the server gives them: one row each, its fields as columns. */
function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) return <p className="muted">No entry yet.</p>;
  const columns = Object.keys(entries[0] ?? {});
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are append-only, never reordered
            <tr key={i}>
              {columns.map((column) => (
                <td key={column}>{cellText(entry[column])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
