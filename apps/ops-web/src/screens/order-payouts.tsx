import type { OrderDetail } from '@loan/contract/ops';
import { pesos, phTime } from '../lib/format.ts';
import { Link } from '../lib/ui.tsx';

type Payout = OrderDetail['payouts'][number];

const STATUS_TEXT: Record<Payout['status'], string> = {
  requested: 'asked, no answer yet',
  pending: 'on its way',
  succeeded: 'paid',
  failed: 'failed',
  reversed: 'reversed: awaiting an operator',
  resolved: 'reversed, resolved',
};

/** An order's payouts (releases and refunds), newest first, with where each one stands. */
export function OrderPayouts({ payouts }: { payouts: Payout[] }) {
  if (payouts.length === 0) return null;
  return (
    <>
      <h2>Payouts</h2>
      <div className="table-wrap">
        <table aria-label="Payouts">
          <thead>
            <tr>
              <th scope="col">Payout</th>
              <th scope="col">For</th>
              <th scope="col">Amount</th>
              <th scope="col">Where it stands</th>
              <th scope="col">Asked by</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((p) => (
              <tr key={p.reference}>
                <td className="nowrap">{p.reference}</td>
                <td>{p.purpose === 'refund' ? 'refund of credit' : 'release'}</td>
                <td className="num">{pesos(p.amount)}</td>
                <td>
                  {p.status === 'reversed' ? (
                    <Link to="/payouts">{STATUS_TEXT[p.status]}</Link>
                  ) : (
                    STATUS_TEXT[p.status]
                  )}
                  <div className="muted">
                    {phTime(p.at)}
                    {p.reason && ` · ${p.reason}`}
                  </div>
                </td>
                <td className="break">{p.requestedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
