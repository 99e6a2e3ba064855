import type { ReactNode } from 'react';
import styles from './checkbox.module.css';

/** A round checkbox with its label (after antd-mobile's Checkbox): a native input underneath. */
export function Checkbox({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      <input
        type="checkbox"
        className={styles.input}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.icon} aria-hidden />
      <span>{children}</span>
    </label>
  );
}
