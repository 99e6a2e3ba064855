import { RATING_STARS } from '@loan/contract';
import { useId } from 'react';
import styles from './star-picker.module.css';

const STAR_NUMBERS = Array.from({ length: RATING_STARS }, (_, index) => index + 1);

/**
 * Five stars as native radios; choosing star n fills stars 1 to n. Not antd-mobile's Rate: that
 * one reads the pointer position through a drag gesture and offers no keyboard use.
 */
export function StarPicker({
  value,
  onChange,
  legend,
  starLabel,
}: {
  value: number;
  onChange: (n: number) => void;
  /** The group's name for assistive technology ('Rating'). */
  legend: string;
  /** Each star's name ('3 stars'). */
  starLabel: (n: number) => string;
}) {
  const name = useId();
  return (
    <fieldset className={styles.stars}>
      <legend className={styles.hidden}>{legend}</legend>
      {STAR_NUMBERS.map((n) => (
        <label
          key={n}
          className={n <= value ? `${styles.star} ${styles.filled}` : styles.star}
          data-filled={n <= value}
        >
          <input
            className={styles.hidden}
            type="radio"
            name={name}
            value={n}
            checked={n === value}
            onChange={() => onChange(n)}
          />
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />
          </svg>
          <span className={styles.hidden}>{starLabel(n)}</span>
        </label>
      ))}
    </fieldset>
  );
}
