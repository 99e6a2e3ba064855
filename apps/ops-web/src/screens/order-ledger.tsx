import type { LedgerBalances, LedgerEntry, LedgerEntryType } from '@loan/contract/ops';
import { pesos, phTime } from '../lib/format.ts';

const ENTRY_NAMES: Record<LedgerEntryType, string> = {
  disbursement: 'Release',
  service_fee: 'Service fee',
  scheduled_interest: 'Interest',
  penalty: 'One-time penalty',
  default_interest: 'Default interest',
  repayment: 'Repayment',
  overpayment_credit: 'Overpayment credit',
  credit_applied: 'Credit applied',
  rollover: 'Rollover',
  waiver: 'Waiver',
  reversal: 'Reversal',
  refund: 'Refund',
};

const PORTIONS = [
  ['penalty', 'penalty'],
  ['defaultInterest', 'default interest'],
  ['interest', 'interest'],
  ['principal', 'principal'],
  ['overpayment', 'overpaid'],
] as const;

/** What the order owes and has paid, per part, from its entries (the server's fold). */
export function LoanFigures({ balances: b }: { balances: LedgerBalances }) {
  const rows = [
    ['One-time penalty', b.penalty],
    ['Default interest', b.defaultInterest],
    ['Interest', b.interest],
    ['Principal', b.principal],
  ] as const;
  return (
    <>
      <div className="table-wrap">
        <table aria-label="Figures by part">
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Charged</th>
              <th scope="col">Paid</th>
              <th scope="col">Waived</th>
              <th scope="col">Owed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, part]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td className="num">{pesos(part.charged)}</td>
                <td className="num">{pesos(part.paid)}</td>
                <td className="num">{pesos(part.waived)}</td>
                <td className="num">{pesos(part.owed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="facts totals" aria-label="Totals">
        <dt>Total owed</dt>
        <dd>{pesos(b.totalOwed)}</dd>
        <dt>Due now</dt>
        <dd>{pesos(b.amountDue)}</dd>
        <dt>Paid towards the loan</dt>
        <dd>{pesos(b.paidTotal)}</dd>
        <dt>Paid beyond what was owed</dt>
        <dd>{pesos(b.paidToCredit)}</dd>
        <dt>Waived</dt>
        <dd>{pesos(b.waivedTotal)}</dd>
        <dt>Credit (overpaid)</dt>
        <dd>{pesos(b.credit)}</dd>
        <dt>Refunded</dt>
        <dd>{pesos(b.refunded)}</dd>
        {b.defaultInterest.accruing > 0 && (
          <>
            <dt>Default interest accruing</dt>
            <dd>{pesos(b.defaultInterest.accruing)} (not booked yet)</dd>
          </>
        )}
        {b.nextDue && (
          <>
            <dt>Next due</dt>
            <dd>
              {b.nextDue.dueDate} (instalment {b.nextDue.n} of {b.nextDue.total}):{' '}
              {pesos(b.nextDue.unpaid)}
            </dd>
          </>
        )}
        <dt>As of</dt>
        <dd>
          {b.asOf} ({b.phase})
        </dd>
      </dl>
    </>
  );
}

/**
 * The order's entries, oldest first, each with its value date (the day the money moved) and when
 * it was recorded; a reversal names the entry it negates, and vice versa.
 */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) return <p className="muted">No entry yet.</p>;
  const byId = new Map(entries.map((e) => [e.id, e]));
  const reversedBy = new Map(entries.map((e) => [e.reversesEntryId, e]));
  return (
    <div className="table-wrap">
      <table aria-label="Ledger">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Value date</th>
            <th scope="col">Recorded</th>
            <th scope="col">Entry</th>
            <th scope="col">Amount</th>
            <th scope="col">Parts</th>
            <th scope="col">By</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const target = e.reversesEntryId ? byId.get(e.reversesEntryId) : undefined;
            const undone = reversedBy.get(e.id);
            return (
              <tr key={e.id} className={undone ? 'undone' : undefined}>
                <td>{e.seq}</td>
                <td className="nowrap">{e.effectiveOn}</td>
                <td className="nowrap">{phTime(e.recordedAt)}</td>
                <td>
                  {ENTRY_NAMES[e.type]}
                  {target && (
                    <>
                      {' '}
                      <span className="muted">
                        (reverses #{target.seq} {ENTRY_NAMES[target.type].toLowerCase()})
                      </span>
                    </>
                  )}
                  {undone && (
                    <>
                      {' '}
                      <span className="badge late">reversed by #{undone.seq}</span>
                    </>
                  )}
                </td>
                <td className="num">{pesos(e.amount)}</td>
                <td>{partsOf(e)}</td>
                <td className="break">
                  {e.recordedBy}
                  {e.recorderRole ? ` (${e.recorderRole})` : ''}
                </td>
                <td>{e.reason ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function partsOf(entry: LedgerEntry): string {
  const parts = PORTIONS.filter(([key]) => entry[key] > 0).map(
    ([key, name]) => `${name} ${pesos(entry[key])}`,
  );
  return parts.length > 0 ? parts.join(', ') : '—';
}
