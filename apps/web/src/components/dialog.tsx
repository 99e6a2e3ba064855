import { lazy, type ReactNode, Suspense, useState } from 'react';
import styles from './dialog.module.css';

// antd-mobile's popups bring their animation library (~17 kB gzip): it loads when a dialog first
// opens, not with every screen that might show one.
const AdmDialog = lazy(() => import('antd-mobile/es/components/dialog'));

export interface DialogAction {
  key: string;
  text: string;
  onClick: () => void;
  /** The action the dialog proposes: bold, in the brand colour. */
  primary?: boolean;
}

/**
 * A centred modal with a title, content and a row of actions (antd-mobile's Dialog). Its code
 * loads on first open and it stays mounted afterwards, so closing still animates.
 */
export function Dialog({
  visible,
  title,
  content,
  actions,
}: {
  visible: boolean;
  title: string;
  content: ReactNode;
  actions: readonly DialogAction[];
}) {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AdmDialog
        visible={visible}
        title={title}
        aria-label={title}
        content={content}
        bodyClassName={styles.body}
        actions={[
          actions.map(({ key, text, onClick, primary }) => ({
            key,
            text,
            onClick,
            bold: primary === true,
            className: primary ? styles.primary : styles.action,
          })),
        ]}
      />
    </Suspense>
  );
}
