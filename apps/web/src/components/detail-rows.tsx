import styles from './detail-rows.module.css';
import { List, ListItem } from './list.tsx';
import { wholeWords } from './whole-words.tsx';

export interface DetailRow {
  text: string;
  value: string;
}

/** Server-given label/value rows (loan details, order details) as a card list. */
export function DetailRows({ rows, header }: { rows: readonly DetailRow[]; header?: string }) {
  if (rows.length === 0) return null;
  return (
    <List header={header}>
      {rows.map((row, index) => (
        // Rows carry no id and labels may repeat; the server's order is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ListItem key={index} extra={<span className={styles.value}>{wholeWords(row.value)}</span>}>
          {row.text}
        </ListItem>
      ))}
    </List>
  );
}
