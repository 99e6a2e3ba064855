import { pesos, phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { Alert, Loading } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';

/** A gateway event that did not answer its pay code exactly (GET /ops/payments/flags). */
export interface PaymentFlag {
  id: string;
  reason: keyof typeof REASONS;
  provider: string;
  reference: string;
  paymentId: string | null;
  amount: number | null;
  asked: number | null;
  bookedBefore: number | null;
  detail: string;
  createdAt: string;
}

const REASONS = {
  part: 'Part of what the code asked',
  over: 'More than the code asked',
  'paid-code': 'Code already paid',
  'expired-code': 'Paid after the code’s deadline',
  'ended-code': 'Paid on a code a newer one ended',
  'foreign-request': 'Another request’s id: refused',
  'sub-centavo': 'Fractions of a centavo: refused',
} as const;

/**
 * The gateway events of the last 31 days that did not answer their pay code exactly: booked and
 * flagged, or refused, for the operator who reconciles them with the gateway.
 */
export function PaymentFlagsPanel() {
  const flags = useOps(
    () => opsCall<{ items: PaymentFlag[] }>('GET', '/payments/flags'),
    'payment-flags',
  );
  return (
    <section aria-labelledby="flags-title">
      <h2 id="flags-title">Flagged gateway events</h2>
      {flags.error ? <Alert>{flags.error}</Alert> : null}
      {flags.loading && !flags.data ? <Loading /> : null}
      {flags.data && flags.data.items.length === 0 ? <p>None in the last 31 days.</p> : null}
      {flags.data && flags.data.items.length > 0 ? (
        <table aria-label="Flagged gateway events">
          <thead>
            <tr>
              <th>Received (PHT)</th>
              <th>Why</th>
              <th>Reference</th>
              <th>Amount</th>
              <th>Code asked</th>
              <th>Booked</th>
              <th>Detail</th>
            </tr>
          </thead>
          <tbody>
            {flags.data.items.map((flag) => (
              <tr key={flag.id}>
                <td>{phTime(flag.createdAt)}</td>
                <td>{REASONS[flag.reason] ?? flag.reason}</td>
                <td>{flag.reference}</td>
                <td>{flag.amount === null ? '—' : pesos(flag.amount)}</td>
                <td>{flag.asked === null ? '—' : pesos(flag.asked)}</td>
                <td>{flag.paymentId ? 'yes' : 'no'}</td>
                <td>{flag.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
