import type { Permission } from '@loan/contract/ops';
import { useState } from 'react';
import { OPS_API } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';

const FILES: Array<{ kind: string; title: string; permission: Permission }> = [
  { kind: 'orders', title: 'Orders applied for', permission: 'orders.read' },
  { kind: 'payments', title: 'Payments received', permission: 'payments.read' },
  { kind: 'complaints', title: 'Complaints filed', permission: 'complaints.read' },
];

/** CSV files of a range of Philippine days (at most a year), each as the role allows. */
export function Exports() {
  const { may } = useSession();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <section>
      <h1>Exports</h1>
      <p>Days are Philippine days; a file covers at most a year. Amounts are in pesos.</p>
      {FILES.filter((file) => may(file.permission)).map((file) => (
        <form
          key={file.kind}
          className="filters"
          action={`${OPS_API}/exports/${file.kind}`}
          method="get"
          aria-label={file.title}
        >
          <h2>{file.title}</h2>
          <label>
            From
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
      ))}
    </section>
  );
}
