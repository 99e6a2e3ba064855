import type { ReactNode } from 'react';
import { OPS_API } from './ops-http.ts';

/** A range of days and a button that downloads the CSV the API streams for it. */
export function CsvRangeForm(props: {
  path: string;
  fromLabel: string;
  range: { from: string; to: string };
  onRange: (range: { from: string; to: string }) => void;
  label?: string;
  children?: ReactNode;
}) {
  const { path, fromLabel, range, onRange, label, children } = props;
  return (
    <form className="filters" action={`${OPS_API}${path}`} method="get" aria-label={label}>
      {children}
      <label>
        {fromLabel}
        <input
          type="date"
          name="from"
          required
          value={range.from}
          onChange={(e) => onRange({ ...range, from: e.target.value })}
        />
      </label>
      <label>
        to
        <input
          type="date"
          name="to"
          required
          value={range.to}
          onChange={(e) => onRange({ ...range, to: e.target.value })}
        />
      </label>
      <button type="submit" className="secondary">
        Download CSV
      </button>
    </form>
  );
}
