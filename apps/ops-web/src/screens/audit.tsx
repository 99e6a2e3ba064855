import type { AuditPage, AuditRecord } from '@loan/contract/ops';
import { useEffect, useState } from 'react';
import { CsvRangeForm } from '../lib/csv-range-form.tsx';
import { phTime } from '../lib/format.ts';
import { opsCall, queryOf } from '../lib/ops-http.ts';
import { Alert } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';

/** The audit trail, newest first, a page at a time; a CSV of a range of days. */
export function Audit() {
  const [records, setRecords] = useState<AuditRecord[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [range, setRange] = useState({ from: '', to: '' });

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
      <CsvRangeForm path="/audit/export" fromLabel="Export from" range={range} onRange={setRange} />
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
