import { ORDER_STATUS } from '@loan/contract';
import type { OrderList, OrderSummary } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';
import { ApplicantPanel } from './applicant-panel.tsx';

/** Orders under review, oldest decisions first to hand: approve or reject, with a reason. */
export function Applications() {
  const { may } = useSession();
  const list = useOps(
    () => opsCall<OrderList>('GET', `/orders?status=${ORDER_STATUS.underReview}&limit=100`),
    'applications',
  );
  const [done, setDone] = useState<string | null>(null);
  if (list.error) return <Alert>{list.error}</Alert>;
  if (!list.data) return <Loading />;
  return (
    <section>
      <h1>Applications</h1>
      {done && <Notice>{done}</Notice>}
      {list.data.orders.length === 0 && (
        <p className="muted">No application waits for a decision.</p>
      )}
      <ul className="cards wide">
        {list.data.orders.map((order) => (
          <li key={order.orderId} className="card">
            <ApplicationCard
              order={order}
              canDecide={may('orders.decide')}
              onDecided={(text) => {
                setDone(text);
                list.reload();
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApplicationCard(props: {
  order: OrderSummary;
  canDecide: boolean;
  onDecided: (text: string) => void;
}) {
  const { order } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(action: 'approve' | 'reject') {
    if (!reason.trim()) {
      setError('Give the reason for the decision.');
      return;
    }
    setBusy(true);
    try {
      await opsCall('POST', `/orders/${encodeURIComponent(order.orderId)}/${action}`, {
        note: reason.trim(),
      });
      props.onDecided(`${order.orderId} ${action === 'approve' ? 'approved' : 'rejected'}.`);
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  }

  const reasonId = `reason-${order.orderId}`;
  return (
    <>
      <h2>
        <Link to={`/orders/${encodeURIComponent(order.orderId)}`}>{order.orderId}</Link>
      </h2>
      <dl className="facts">
        <dt>Borrower</dt>
        <dd>
          <Link to={`/orders?phone=${order.phone}`}>{order.phone}</Link>
        </dd>
        <dt>Product</dt>
        <dd>{order.productId}</dd>
        <dt>Principal</dt>
        <dd>{pesos(order.principal)}</dd>
        <dt>Applied</dt>
        <dd>{phTime(order.appliedAt)}</dd>
      </dl>
      <ApplicantPanel orderId={order.orderId} />
      {props.canDecide && (
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            decide('approve');
          }}
          className="stack"
        >
          <label htmlFor={reasonId}>Reason for the decision</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          {error && <Alert>{error}</Alert>}
          <div className="row">
            <button type="submit" disabled={busy}>
              Approve
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => decide('reject')}
            >
              Reject
            </button>
          </div>
        </form>
      )}
    </>
  );
}
