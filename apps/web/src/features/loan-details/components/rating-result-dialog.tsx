import { Button } from '@/components/button.tsx';
import { loanDetailMessages } from '../messages.ts';
import { DetailDialog } from './detail-dialog.tsx';

const text = loanDetailMessages;

/** After a rating below the native threshold: thanks, without sending the borrower to the store. */
export function RatingResultDialog({
  visible,
  onClose,
}: {
  visible: boolean;
  onClose: () => void;
}) {
  return (
    <DetailDialog
      visible={visible}
      title={text.ratingThanksTitle}
      actions={<Button onClick={onClose}>{text.ok}</Button>}
    >
      {text.ratingThanksText}
    </DetailDialog>
  );
}
