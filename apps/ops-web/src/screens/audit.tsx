import type { AuditPage, AuditRecord } from '@loan/contract/ops';
import { useEffect, useState } from 'react';
import { phTime } from '../lib/format.ts';
import { OPS_API, opsCall, queryOf } from '../lib/ops-http.ts';
import { Alert } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';

/** The audit trail, newest first, a page at a time; a CSV of a range of days. */
export function Audit() {
  const [records, setRecords] = useState<AuditRecord[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  async function load(after: string | null) {
    try {
      const page = await opsCall<AuditPage>('GET', `/audit${queryOf({ limit: 100, after })}`);
      setRecords((shown) => (after ? [...shown, ...page.records] : page.records));
      setNext(page.next);
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once
  useEffect(() => {
    load(null);
  }, []);

  return (
    <section>
      <h1>Audit trail</h1>
      <form className="filters" action={`${OPS_API}/audit/export`} method="get">
        <label>
          Export from
          <input
            type="date"
            name="from"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label>
          to
          <input
            type="date"
            name="to"
            required
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className="secondary">
          Download CSV
        </button>
      </form>
      {error && <Alert>{error}</Alert>}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Outcome</th>
              <th scope="col">Record, before and after</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id}>
                <td>{phTime(record.at)}</td>
                <td className="break">{record.actor}</td>
                <td className="break">{record.action}</td>
                <td>
                  {record.outcome}
                  {record.reason && <div className="muted break">{record.reason}</div>}
                </td>
                <td className="break">
                  {record.target ?? '—'}
                  {(record.before !== null || record.after !== null) && (
                    <details>
                      <summary>Changes</summary>
                      <pre className="json">
                        {JSON.stringify({ before: record.before, after: record.after }, null, 2)}
                      </pre>
                    </details>
                  )}
                </td>
                <td>{record.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next && (
        <button type="button" className="secondary" onClick={() => load(next)}>
          More
        </button>
      )}
    </section>
  );
}
