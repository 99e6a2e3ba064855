import { ORDER_STATUSES } from '@loan/contract';
import type { OrderList, OrderSummary } from '@loan/contract/ops';
import { type FormEvent, useEffect, useState } from 'react';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall, queryOf } from '../lib/ops-http.ts';
import { navigate } from '../lib/router.ts';
import { Alert, Link } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';

interface Filter {
  q: string;
  status: string;
  from: string;
  to: string;
}

const EMPTY: Filter = { q: '', status: '', from: '', to: '' };
const PAGE = 50;

function filterFromAddress(): Filter {
  const params = new URLSearchParams(window.location.search);
  const q = params.get('q') ?? params.get('phone') ?? '';
  return { ...EMPTY, q, status: params.get('status') ?? '' };
}

/**
 * Order search by the start of a phone or an order number, status and dates, a page at a time; a
 * whole order number that is the only match opens it.
 */
export function Orders() {
  const [filter, setFilter] = useState<Filter>(filterFromAddress);
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(after: string | null) {
    setError(null);
    try {
      const q = filter.q.trim();
      const page = await opsCall<OrderList>(
        'GET',
        `/orders${queryOf({ ...filter, q, limit: PAGE, after })}`,
      );
      const only = page.orders.length === 1 ? page.orders[0] : undefined;
      if (!after && only && only.orderId === q.toUpperCase()) {
        navigate(`/orders/${encodeURIComponent(only.orderId)}`);
        return;
      }
      setOrders((shown) => (after && shown ? [...shown, ...page.orders] : page.orders));
      setNext(page.next);
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  // A link with ?phone= or ?q= (a borrower's other orders) searches at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address it opened with
  useEffect(() => {
    if (filter.q || filter.status) load(null);
  }, []);

  function search(event: FormEvent) {
    event.preventDefault();
    load(null);
  }

  const field = (name: keyof Filter) => ({
    value: filter[name],
    onChange: (e: { target: { value: string } }) =>
      setFilter((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <section>
      <h1>Orders</h1>
      <form onSubmit={search} className="filters">
        <label className="wide">
          Phone or order number, or its start
          <input {...field('q')} placeholder="0917 123 or PN2026…" autoComplete="off" />
        </label>
        <label>
          Status
          <select {...field('status')}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label>
          Applied from
          <input type="date" {...field('from')} />
        </label>
        <label>
          to
          <input type="date" {...field('to')} />
        </label>
        <button type="submit">Search</button>
      </form>
      {error && <Alert>{error}</Alert>}
      {orders && <OrderTable orders={orders} />}
      {orders && orders.length === 0 && <p className="muted">No order matches.</p>}
      {next && (
        <button type="button" className="secondary" onClick={() => load(next)}>
          More
        </button>
      )}
    </section>
  );
}

function OrderTable({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) return null;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Phone</th>
            <th scope="col">Status</th>
            <th scope="col">Principal</th>
            <th scope="col">Applied</th>
            <th scope="col">Due</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td>
                <Link to={`/orders/${encodeURIComponent(order.orderId)}`}>{order.orderId}</Link>
              </td>
              <td>{order.phone}</td>
              <td>
                {order.status} {order.statusName}
              </td>
              <td className="num">{pesos(order.principal)}</td>
              <td>{phTime(order.appliedAt)}</td>
              <td>{order.dueDate ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
