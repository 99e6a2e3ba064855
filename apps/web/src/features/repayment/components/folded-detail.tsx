import { FOLDED_DETAIL_ROWS } from '@loan/contract';
import { useState } from 'react';
import { type DetailRow, DetailRows } from '@/components/detail-rows.tsx';
import { repaymentMessages } from '../messages.ts';
import styles from './folded-detail.module.css';

const text = repaymentMessages;

/** The detail rows, folded to the first two until 'more' is pressed; then 'hide' folds them. */
export function FoldedDetail({ rows }: { rows: readonly DetailRow[] }) {
  const [open, setOpen] = useState(false);
  const foldable = rows.length > FOLDED_DETAIL_ROWS;
  const shown = open || !foldable ? rows : rows.slice(0, FOLDED_DETAIL_ROWS);
  return (
    <div>
      <DetailRows rows={shown} />
      {foldable ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? text.hide : text.more}
        </button>
      ) : null}
    </div>
  );
}
