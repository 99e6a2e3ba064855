import type { ResolvePayoutBody, ReversedPayout, ReversedPayoutList } from '@loan/contract/ops';
import { useState } from 'react';
import { ConfirmDialog } from '../lib/confirm-dialog.tsx';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';

type Action = ResolvePayoutBody['action'];

/** Approved, not paid out: where a reversal holds the loan. */
const HELD = 151;

const ACTIONS: Record<Action, { label: string; title: string; done: string; danger?: boolean }> = {
  'release-again': {
    label: 'Release again',
    title: 'Release this loan again?',
    done: 'A new payout was sent to the borrower’s bound account.',
  },
  cancel: {
    label: 'Cancel loan',
    title: 'Cancel this loan?',
    done: 'The loan was cancelled: no money reached the borrower.',
    danger: true,
  },
  close: {
    label: 'Close',
    title: 'Close this reversal?',
    done: 'The reversal was closed.',
  },
};

const WHAT_EACH_DOES: Record<Action, string> = {
  'release-again':
    'Sends a new payout to the account the borrower has bound now. Check first that they corrected it.',
  cancel: 'Ends the loan (rejected). The borrower owes nothing: the release was undone.',
  close:
    'Records that the loan, which the borrower had paid on, was put right by hand (payments reversed or refunded).',
};

/** Payouts the gateway reversed: each holds its order until an operator resolves it. */
export function ReversedPayouts() {
  const { may } = useSession();
  const list = useOps(() => opsCall<ReversedPayoutList>('GET', '/payouts/reversed'), 'reversed');
  const [chosen, setChosen] = useState<{ payout: ReversedPayout; action: Action } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canResolve = may('orders.decide');
  return (
    <section>
      <h1>Reversed payouts</h1>
      <p className="muted">
        The gateway sent these payouts back: the money did not stay with the borrower. Each loan is
        held until it is released again or cancelled.
      </p>
      {done && <Notice>{done}</Notice>}
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data && list.data.payouts.length === 0 && <p>No reversed payout awaits you.</p>}
      {list.data && list.data.payouts.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Payout</th>
                <th scope="col">Order</th>
                <th scope="col">Amount and account</th>
                {canResolve && <th scope="col">Resolve</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.payouts.map((payout) => (
                <tr key={payout.reference}>
                  <td>
                    {payout.reference}
                    <div className="muted">
                      {payout.failureCode ?? 'REVERSED'}, {phTime(payout.reversedAt)}
                    </div>
                  </td>
                  <td>
                    <Link to={`/orders/${encodeURIComponent(payout.orderId)}`}>
                      {payout.orderId}
                    </Link>
                    <div className="muted">
                      {payout.orderStatus === HELD ? 'held at 151' : `status ${payout.orderStatus}`}
                    </div>
                  </td>
                  <td>
                    {pesos(payout.amount)}
                    <div className="muted">{payout.account}</div>
                  </td>
                  {canResolve && (
                    <td>
                      <div className="row">
                        {payout.actions.map((action) => (
                          <button
                            key={action}
                            type="button"
                            className={ACTIONS[action].danger ? 'danger' : 'secondary'}
                            onClick={() => {
                              setDone(null);
                              setChosen({ payout, action });
                            }}
                          >
                            {ACTIONS[action].label}
                          </button>
                        ))}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen && (
        <ResolveDialog
          payout={chosen.payout}
          action={chosen.action}
          onClose={() => setChosen(null)}
          onDone={() => {
            setDone(ACTIONS[chosen.action].done);
            list.reload();
          }}
        />
      )}
    </section>
  );
}

interface ResolveProps {
  payout: ReversedPayout;
  action: Action;
  onClose: () => void;
  onDone: () => void;
}

function ResolveDialog({ payout, action, onClose, onDone }: ResolveProps) {
  const [note, setNote] = useState('');
  const { title, label, danger } = ACTIONS[action];
  async function resolve() {
    const body: ResolvePayoutBody = { action, note };
    await opsCall('POST', `/payouts/${encodeURIComponent(payout.reference)}/resolve`, body);
    onDone();
  }
  return (
    <ConfirmDialog
      title={title}
      facts={[
        ['Order', payout.orderId],
        ['Payout', payout.reference],
        ['Amount', pesos(payout.amount)],
        ['What it does', WHAT_EACH_DOES[action]],
      ]}
      confirmLabel={label}
      danger={danger ?? false}
      ready={note.trim().length >= 3}
      onConfirm={resolve}
      onClose={onClose}
    >
      <label>
        Why (what you checked with the borrower)
        <textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
    </ConfirmDialog>
  );
}
