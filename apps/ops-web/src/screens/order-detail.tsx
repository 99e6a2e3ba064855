import type {
  OpsPayment,
  OrderDetail as Order,
  OrderLedger,
  OrderPayments,
} from '@loan/contract/ops';
import { useState } from 'react';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';
import { ApplicantPanel } from './applicant-panel.tsx';
import { BookPayment, RefundCredit, ReversePayment, WaiveCharge } from './money-actions.tsx';
import { LedgerTable, LoanFigures } from './order-ledger.tsx';
import { OrderPayouts } from './order-payouts.tsx';

/** Statuses whose loan is out: released and not settled (money can be booked on them). */
const LOAN_OUT = (status: number) => status >= 170 && status < 200;

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
  const ledger = useOps(
    () =>
      may('payments.read')
        ? opsCall<OrderLedger>('GET', `/orders/${id}/ledger`)
        : Promise.resolve(null),
    `ledger-${orderId}`,
  );
  const [done, setDone] = useState<string | null>(null);
  const [reversing, setReversing] = useState<OpsPayment | null>(null);
  if (order.error) return <Alert>{order.error}</Alert>;
  if (!order.data) return <Loading />;
  const o = order.data;
  const balances = ledger.data?.balances ?? null;
  const adjust = may('payments.adjust');
  // After a money action every figure is read again: status, payments, entries and balances.
  const onDone = (message: string) => {
    setDone(message);
    order.reload();
    payments.reload();
    ledger.reload();
  };
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

      <ApplicantPanel orderId={o.orderId} />
      {ledger.error && <Alert>{ledger.error}</Alert>}
      {balances && (
        <>
          <h2>Figures</h2>
          <LoanFigures balances={balances} />
        </>
      )}
      <OrderPayouts payouts={o.payouts} />
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
                <th scope="col">Applied to</th>
                <th scope="col">Channel, reference</th>
                <th scope="col">Booked by</th>
                <th scope="col">Reversal</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.payments.map((p) => (
                <tr key={p.receiptNo}>
                  <td className="nowrap">{p.receiptNo}</td>
                  <td>{phTime(p.paidAt)}</td>
                  <td className="num">{pesos(p.amount)}</td>
                  <td>{appliedTo(p.allocation)}</td>
                  <td className="break">
                    {p.channel}, {p.reference}
                  </td>
                  <td className="break">{p.source === 'operator' ? p.actor : 'provider'}</td>
                  <td>
                    {p.reversedAt ? (
                      phTime(p.reversedAt)
                    ) : adjust && p.kind === 'instalment' && o.status >= 170 ? (
                      <button
                        type="button"
                        className="secondary"
                        aria-label={`Reverse payment ${p.receiptNo}`}
                        onClick={() => setReversing(p)}
                      >
                        Reverse
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {reversing && (
        <ReversePayment
          orderId={o.orderId}
          payment={reversing}
          onDone={onDone}
          onClose={() => setReversing(null)}
        />
      )}
      {done && <Notice>{done}</Notice>}

      {may('payments.record') && LOAN_OUT(o.status) && (
        <BookPayment orderId={o.orderId} onDone={onDone} />
      )}
      {adjust && balances && balances.totalOwed > 0 && (
        <WaiveCharge orderId={o.orderId} balances={balances} onDone={onDone} />
      )}
      {adjust && balances && balances.credit > 0 && (
        <RefundCredit
          key={balances.credit}
          orderId={o.orderId}
          credit={balances.credit}
          onDone={onDone}
        />
      )}

      {ledger.data && (
        <>
          <h2>Ledger</h2>
          <LedgerTable entries={ledger.data.entries} />
        </>
      )}

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
    </section>
  );
}

/** Where a payment went, the parts it paid only ("interest ₱454.00, principal ₱46.00"). */
function appliedTo(allocation: OpsPayment['allocation']): string {
  const parts = [
    ['penalty', allocation.penalty],
    ['default interest', allocation.defaultInterest],
    ['interest', allocation.interest],
    ['principal', allocation.principal],
    ['credit', allocation.unapplied],
  ] as const;
  const paid = parts.filter(([, amount]) => amount > 0);
  return paid.length > 0
    ? paid.map(([name, amount]) => `${name} ${pesos(amount)}`).join(', ')
    : '—';
}
