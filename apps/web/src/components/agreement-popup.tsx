import { useState } from 'react';
import styles from './agreement-popup.module.css';
import { Dialog, type DialogAction } from './dialog.tsx';

/**
 * An agreement page shown in a dialog. The frame is fully sandboxed (`sandbox=""`: no scripts,
 * no forms, no top navigation, an opaque origin): the page is static text and must not reach the
 * app, its storage or the borrower's session. `url` must already have passed safeUrl; null hides
 * the popup.
 */
export function AgreementPopup({
  url,
  title,
  actions,
}: {
  url: string | null;
  title: string;
  actions: readonly DialogAction[];
}) {
  // The last page stays in the frame while the dialog animates closed.
  const [shownUrl, setShownUrl] = useState(url);
  if (url !== null && url !== shownUrl) setShownUrl(url);
  return (
    <Dialog
      visible={url !== null}
      title={title}
      actions={actions}
      content={
        shownUrl ? (
          <iframe
            className={styles.frame}
            src={shownUrl}
            title={title}
            sandbox=""
            referrerPolicy="no-referrer"
          />
        ) : null
      }
    />
  );
}
