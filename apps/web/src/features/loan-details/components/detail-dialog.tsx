import CenterPopup from 'antd-mobile/es/components/center-popup';
import type { ReactNode } from 'react';
import { loanDetailMessages } from '../messages.ts';
import styles from './detail-dialog.module.css';

/**
 * The page's modal dialog on antd-mobile's CenterPopup. Its own title and close button, because
 * the library's close icon is an unnamed anchor that a keyboard cannot reach.
 */
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
    <CenterPopup
      visible={visible}
      role="dialog"
      aria-label={title ?? label}
      destroyOnClose
      className={styles.dialog}
      bodyClassName={styles.body}
    >
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
    </CenterPopup>
  );
}
