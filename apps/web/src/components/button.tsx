import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { wholeWords } from './whole-words.tsx';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Busy: inert, with a spinner beside the label. */
  loading?: boolean;
};

/**
 * The brand's button, styled after antd-mobile's rounded button: the primary one carries the
 * brand gradient and font colour, the secondary one an outline. Plain markup and CSS, so screens
 * load no component library for it (docs/decisions/0018).
 */
export function Button({
  variant = 'primary',
  size = 'middle',
  block = false,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = [
    styles.button,
    variant === 'primary' ? styles.primary : styles.secondary,
    styles[size],
    block ? styles.block : '',
    className ?? '',
  ];
  return (
    <button
      {...props}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden /> : null}
      {typeof children === 'string' ? wholeWords(children) : children}
    </button>
  );
}
