import type { BindItem } from '../api/get-card-init.ts';
import styles from './card-type-tabs.module.css';

/** The card-type tab: each option of the card-type item; switching it changes the fields. */
export function CardTypeTabs({
  item,
  value,
  onChange,
}: {
  item: BindItem;
  value: number;
  onChange: (cardType: number) => void;
}) {
  return (
    <div role="tablist" aria-label={item.title} className={styles.tabs}>
      {item.note.map((option) => {
        const selected = Number(option.type) === value;
        return (
          <button
            key={option.type}
            type="button"
            role="tab"
            aria-selected={selected}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onChange(Number(option.type))}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
