import type { ReactNode } from 'react';
import { Modal } from '@/components/modal.tsx';
import { loanDetailMessages } from '../messages.ts';
import styles from './detail-dialog.module.css';

/** The page's modal dialog: an optional title and close button, content and actions. */
export function DetailDialog({
  visible,
  title,
  label,
  onClose,
  actions,
  children,
}: {
  visible: boolean;
  title?: string;
  /** The accessible name when there is no visible title. */
  label?: string;
  /** Shows the close icon. */
  onClose?: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal visible={visible} label={title ?? label ?? ''} className={styles.body}>
      {onClose ? (
        <button
          type="button"
          className={styles.close}
          aria-label={loanDetailMessages.close}
          onClick={onClose}
        >
          <span aria-hidden>×</span>
        </button>
      ) : null}
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.content}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </Modal>
  );
}
