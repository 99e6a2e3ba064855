import { Modal } from '@/components/modal.tsx';
import type { Promotion } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';
import styles from './promotion-popup.module.css';

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
  return (
    <Modal
      visible={visible}
      label={promotion.title || loanConfirmMessages.title}
      className={styles.body}
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
    </Modal>
  );
}
