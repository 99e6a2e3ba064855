import type { MoneyApproval, MoneyApprovalList } from '@loan/contract/ops';
import { useState } from 'react';
import { ConfirmDialog } from '../lib/confirm-dialog.tsx';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall, queryOf } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

function what(a: MoneyApproval): string {
  return a.kind === 'payment'
    ? `${a.paymentKind === 'rollover' ? 'Rollover payment' : 'Payment'} (${a.channel})`
    : `Waiver of ${a.part}: ${a.reason}`;
}

/**
 * Manual bookings and waivers a maker sent for approval (decision 0067): a checker, never the
 * maker, approves (the booking is made then) or rejects with a reason.
 */
export function Approvals() {
  const { state, may } = useSession();
  const me = state.kind === 'signed-in' ? `ops:${state.session.email}` : '';
  const [status, setStatus] = useState<Status>('pending');
  const list = useOps(
    () => opsCall<MoneyApprovalList>('GET', `/approvals${queryOf({ status, limit: 100 })}`),
    `approvals-${status}`,
  );
  const [deciding, setDeciding] = useState<{ a: MoneyApproval; verb: 'approve' | 'reject' }>();
  const [done, setDone] = useState<string | null>(null);
  const checker = may('payments.approve');

  return (
    <section>
      <h1>Approvals</h1>
      <p className="muted">
        Manual bookings and large waivers take effect only when a second operator approves them.
      </p>
      <label>
        Show{' '}
        <select value={status} onChange={(e) => setStatus(e.target.value as Status)}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {done && <Notice>{done}</Notice>}
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data && list.data.approvals.length === 0 && <p>No {status} requests.</p>}
      {list.data && list.data.approvals.length > 0 && (
        <div className="table-wrap">
          <table aria-label={`Requests ${status}`}>
            <thead>
              <tr>
                <th scope="col">Sent, order</th>
                <th scope="col">What</th>
                <th scope="col">Maker</th>
                <th scope="col">{status === 'pending' ? 'Decide' : 'Decision'}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.approvals.map((a) => (
                <tr key={a.id}>
                  <td>
                    {phTime(a.madeAt)}
                    <div>
                      <Link to={`/orders/${encodeURIComponent(a.orderId)}`}>{a.orderId}</Link>
                    </div>
                  </td>
                  <td>
                    <strong>{pesos(a.amount)}</strong> {what(a)}
                    <div className="muted break">
                      ref {a.reference} · value date {a.valueDate}
                      {a.evidence && (
                        <>
                          {' · '}
                          <a href={a.evidence} target="_blank" rel="noreferrer">
                            Evidence image
                          </a>
                        </>
                      )}
                    </div>
                  </td>
                  <td className="break">
                    {a.maker}
                    {a.makerRole && <div className="muted">{a.makerRole}</div>}
                  </td>
                  <td>
                    {a.status === 'pending' ? (
                      <Decide
                        a={a}
                        may={checker}
                        mine={a.maker === me}
                        onPick={(verb) => setDeciding({ a, verb })}
                      />
                    ) : (
                      <span className="break">
                        {a.status} by {a.checker}
                        {a.receiptNo && `, receipt ${a.receiptNo}`}
                        {a.rejectReason && `: ${a.rejectReason}`}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deciding && (
        <DecisionDialog
          a={deciding.a}
          verb={deciding.verb}
          onDone={(message) => {
            setDone(message);
            list.reload();
          }}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </section>
  );
}

function Decide(props: {
  a: MoneyApproval;
  may: boolean;
  mine: boolean;
  onPick: (verb: 'approve' | 'reject') => void;
}) {
  if (!props.may) return <span className="muted">waiting for a checker</span>;
  if (props.mine) return <span className="muted">yours: another operator decides</span>;
  const label = `${pesos(props.a.amount)} on ${props.a.orderId}`;
  return (
    <span className="row">
      <button type="button" onClick={() => props.onPick('approve')} aria-label={`Approve ${label}`}>
        Approve
      </button>
      <button
        type="button"
        className="secondary"
        onClick={() => props.onPick('reject')}
        aria-label={`Reject ${label}`}
      >
        Reject
      </button>
    </span>
  );
}

function DecisionDialog(props: {
  a: MoneyApproval;
  verb: 'approve' | 'reject';
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { a, verb } = props;
  const [reason, setReason] = useState('');
  async function decide() {
    const path = `/approvals/${encodeURIComponent(a.id)}/${verb}`;
    const body = verb === 'reject' ? { reason: reason.trim() } : {};
    const decided = await opsCall<MoneyApproval>('POST', path, body);
    props.onDone(
      decided.status === 'approved'
        ? `Approved: ${pesos(decided.amount)} booked on ${decided.orderId}${decided.receiptNo ? `, receipt ${decided.receiptNo}` : ''}.`
        : `Rejected: nothing booked on ${decided.orderId}.`,
    );
  }
  return (
    <ConfirmDialog
      title={verb === 'approve' ? 'Approve and book this?' : 'Reject this request?'}
      facts={[
        ['Order', a.orderId],
        ['What', what(a)],
        ['Amount', pesos(a.amount)],
        ['Reference', a.reference],
        ['Value date', a.valueDate],
        ['Maker', a.maker],
        [
          'Effect',
          verb === 'approve'
            ? a.kind === 'payment'
              ? 'The payment is booked and its official receipt issued.'
              : 'The waiver is booked.'
            : 'Nothing is booked; the maker sees your reason.',
        ],
      ]}
      confirmLabel={verb === 'approve' ? 'Approve' : 'Reject'}
      danger={verb === 'reject'}
      ready={verb === 'approve' || reason.trim().length > 0}
      onConfirm={decide}
      onClose={props.onClose}
    >
      {verb === 'reject' && (
        <label>
          Reason for the rejection
          <textarea
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
      )}
    </ConfirmDialog>
  );
}
