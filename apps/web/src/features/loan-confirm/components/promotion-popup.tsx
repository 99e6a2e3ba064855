import { lazy, Suspense, useState } from 'react';
import type { Promotion } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';
import styles from './promotion-popup.module.css';

// Loaded only when a promotion is shown (see components/dialog.tsx for why popups load late).
const CenterPopup = lazy(() => import('antd-mobile/es/components/center-popup'));

/** Variant 2's promotional popup: image, title, text and a close icon. */
export function PromotionPopup({
  promotion,
  visible,
  onClose,
}: {
  promotion: Promotion;
  visible: boolean;
  onClose: () => void;
}) {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CenterPopup
        visible={visible}
        onClose={onClose}
        role="dialog"
        aria-label={promotion.title || loanConfirmMessages.title}
        bodyClassName={styles.body}
      >
        <button
          type="button"
          className={styles.close}
          aria-label={loanConfirmMessages.closePromotion}
          onClick={onClose}
        />
        {promotion.image ? (
          // Fixed intrinsic size: the popup does not jump when the picture arrives.
          <img className={styles.image} src={promotion.image} alt="" width={560} height={320} />
        ) : null}
        <div className={styles.text}>
          {promotion.title ? <h2 className={styles.title}>{promotion.title}</h2> : null}
          {promotion.content ? <p className={styles.content}>{promotion.content}</p> : null}
        </div>
      </CenterPopup>
    </Suspense>
  );
}
