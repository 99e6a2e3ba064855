import type { Permission } from '@loan/contract/ops';
import { useState } from 'react';
import { CsvRangeForm } from '../lib/csv-range-form.tsx';
import { useSession } from '../lib/session.tsx';

const FILES: Array<{ kind: string; title: string; permission: Permission }> = [
  { kind: 'orders', title: 'Orders applied for', permission: 'orders.read' },
  { kind: 'payments', title: 'Payments received', permission: 'payments.read' },
  { kind: 'complaints', title: 'Complaints filed', permission: 'complaints.read' },
];

/** CSV files of a range of Philippine days (at most a year), each as the role allows. */
export function Exports() {
  const { may } = useSession();
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <section>
      <h1>Exports</h1>
      <p>Days are Philippine days; a file covers at most a year. Amounts are in pesos.</p>
      {FILES.filter((file) => may(file.permission)).map((file) => (
        <CsvRangeForm
          key={file.kind}
          path={`/exports/${file.kind}`}
          fromLabel="From"
          label={file.title}
          range={range}
          onRange={setRange}
        >
          <h2>{file.title}</h2>
        </CsvRangeForm>
      ))}
    </section>
  );
}
