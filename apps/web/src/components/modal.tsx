import { type ReactNode, useEffect, useRef } from 'react';
import styles from './modal.module.css';

/**
 * A centred modal over a mask: the app's one popup. Plain markup and CSS, so a screen whose dialog
 * opens on arrival loads nothing more for it. Not animated: a dialog that opens on arrival is the
 * page's largest text, and shows with the server's first response. It takes the focus when it
 * opens and gives it back when it closes.
 */
export function Modal({
  visible,
  label,
  className,
  children,
}: {
  visible: boolean;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => previous?.focus?.();
  }, [visible]);
  if (!visible) return null;
  return (
    <div className={styles.mask}>
      <div
        ref={box}
        className={className ? `${styles.box} ${className}` : styles.box}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
