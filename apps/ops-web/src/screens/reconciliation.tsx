import type { ReconciliationList, Reconciliation as Report } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../lib/confirm-dialog.tsx';
import { pesos, phTime } from '../lib/format.ts';
import { opsCall, queryOf } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

const DAY_MS = 86_400_000;

/** The day before a Philippine day: the day the daily job compares, the form's first choice. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * The gateway's settled payments and payouts of a day against ours: run on demand (it books
 * what we missed), the latest run of each day kept and listed, one day's lines at a time.
 */
export function ReconciliationPanel() {
  const { may } = useSession();
  // The server's day, not the browser's: its clock is the one the gateway's days follow.
  const mayRun = may('payments.record');
  const clock = useOps(
    () => (mayRun ? opsCall<{ today: string }>('GET', '/clock') : Promise.resolve(null)),
    'clock',
  );
  const [typed, setTyped] = useState<string | null>(null);
  const date = typed ?? (clock.data ? dayBefore(clock.data.today) : '');
  const [asking, setAsking] = useState<string | null>(null);
  const [shown, setShown] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [more, setMore] = useState<ReconciliationList['runs']>([]);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const runs = useOps(
    () => opsCall<ReconciliationList>('GET', '/payments/reconciliations'),
    'reconciliations',
  );

  async function show(day: string) {
    setError(null);
    try {
      setShown(await opsCall<Report>('GET', `/payments/reconciliations/${day}`));
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  async function loadMore(after: string) {
    try {
      const page = await opsCall<ReconciliationList>(
        'GET',
        `/payments/reconciliations${queryOf({ after })}`,
      );
      setMore((shownRuns) => [...shownRuns, ...page.runs]);
      setNext(page.next);
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  async function run(day: string) {
    const report = await opsCall<Report>('POST', '/payments/reconcile', { date: day });
    setShown(report);
    setMore([]);
    setNext(undefined);
    runs.reload();
  }

  function review(event: FormEvent) {
    event.preventDefault();
    setAsking(date);
  }

  const list = [...(runs.data?.runs ?? []), ...more];
  const after = next === undefined ? runs.data?.next : next;
  return (
    <section aria-labelledby="recon-title">
      <h2 id="recon-title">Reconciliation with the gateway</h2>
      {mayRun && (
        <form onSubmit={review} className="filters" aria-label="Run a reconciliation">
          <label className="narrow">
            Day to reconcile (Philippine)
            <input type="date" required value={date} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit">Run reconciliation</button>
        </form>
      )}
      {asking && (
        <ConfirmDialog
          title={`Reconcile ${asking}?`}
          facts={[
            ['Day', `${asking} (Philippine time)`],
            ['Effect', 'Payments the gateway settled that we never booked are booked now.'],
          ]}
          confirmLabel="Run reconciliation"
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
      {error && <Alert>{error}</Alert>}
      {runs.error && <Alert>{runs.error}</Alert>}
      {runs.loading && !runs.data && <Loading />}
      {runs.data && list.length === 0 && <p className="muted">No day reconciled yet.</p>}
      {list.length > 0 && (
        <div className="table-wrap">
          <table aria-label="Reconciliations by day">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Provider</th>
                <th scope="col">Matched</th>
                <th scope="col">Exceptions</th>
                <th scope="col">Last run</th>
                <th scope="col">
                  <span className="sr-only">Lines</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.date} className={shown?.date === r.date ? 'chosen' : undefined}>
                  <td>{r.date}</td>
                  <td>{r.provider}</td>
                  <td className="num">{r.matched}</td>
                  <td className="num">
                    <span className={`badge ${r.exceptions > 0 ? 'late' : 'ok'}`}>
                      {r.exceptions}
                    </span>
                  </td>
                  <td className="break">
                    {phTime(r.runAt)} by {r.runBy}
                  </td>
                  <td>
                    <button type="button" className="link" onClick={() => show(r.date)}>
                      Lines of {r.date}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {after && (
        <p>
          <button type="button" className="secondary" onClick={() => loadMore(after)}>
            Earlier days
          </button>
        </p>
      )}
      {shown && <ReportLines report={shown} />}
    </section>
  );
}

function ReportLines({ report: r }: { report: Report }) {
  const side = (t: Report['gateway']) =>
    `${t.payments} payment(s) ${pesos(t.paidIn)} in, ${t.payouts} payout(s) ${pesos(t.paidOut)} out`;
  return (
    <section className="panel" aria-labelledby="report-title">
      <h3 id="report-title">
        {r.date} with {r.provider}: {r.matched} matched, {r.exceptions} exception(s)
      </h3>
      <dl className="facts">
        <dt>Gateway</dt>
        <dd>{side(r.gateway)}</dd>
        <dt>Ours</dt>
        <dd>{side(r.ours)}</dd>
        <dt>Run</dt>
        <dd className="break">
          {phTime(r.runAt)} by {r.runBy}
        </dd>
      </dl>
      <Lines
        title="Missing on our side"
        rows={r.missingOnOurSide.map((m) => [
          m.kind,
          m.reference,
          pesos(m.amount),
          m.booked ? 'booked now' : `not booked: ${m.result}`,
        ])}
      />
      <Lines
        title="Missing at the provider"
        rows={r.unknownToGateway.map((u) => [u.kind, u.reference, pesos(u.amount), 'ours only'])}
      />
      <Lines
        title="Amount mismatches"
        rows={r.amountMismatches.map((m) => [
          m.kind,
          m.reference,
          `gateway ${pesos(m.gateway)}`,
          `ours ${pesos(m.ours)}`,
        ])}
      />
      <Lines
        title="Duplicates"
        rows={r.duplicates.map((d) => [d.kind, d.reference, `${d.count} times`, `${d.side} side`])}
      />
      <Lines
        title="Flagged gateway events"
        rows={r.flagged.map((f) => [
          f.reason,
          f.reference,
          f.amount === null ? '-' : pesos(f.amount),
          f.detail,
        ])}
      />
      <h4>
        Booked by operators: {r.manualBookings.length === 0 ? 'none' : r.manualBookings.length}
      </h4>
      {r.manualBookings.length > 0 && (
        <div className="table-wrap">
          <table aria-label="Booked by operators">
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Order</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Reference</th>
                <th scope="col">Value date</th>
                <th scope="col">Maker</th>
                <th scope="col">Checker</th>
                <th scope="col">Evidence</th>
              </tr>
            </thead>
            <tbody>
              {r.manualBookings.map((m) => (
                <tr key={m.receiptNo}>
                  <td>{m.receiptNo}</td>
                  <td>{m.orderId}</td>
                  <td className="num">{pesos(m.amount)}</td>
                  <td className="break">
                    {m.reference} ({m.channel})
                  </td>
                  <td>{m.valueDate ?? '—'}</td>
                  <td className="break">{m.maker}</td>
                  <td className="break">{m.checker ?? 'none (under the limit)'}</td>
                  <td>
                    {m.evidence ? (
                      <a href={m.evidence} target="_blank" rel="noreferrer">
                        Image
                      </a>
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
    </section>
  );
}

function Lines({ title, rows }: { title: string; rows: string[][] }) {
  return (
    <>
      <h4>
        {title}: {rows.length === 0 ? 'none' : rows.length}
      </h4>
      {rows.length > 0 && (
        <ul className="log">
          {rows.map((row) => (
            <li key={row.join(' ')}>{row.join(' · ')}</li>
          ))}
        </ul>
      )}
    </>
  );
}
