import { Button } from '@/components/button.tsx';
import { loanDetailMessages } from '../messages.ts';
import { DetailDialog } from './detail-dialog.tsx';

/** The server asks the borrower to bind a card (cardNeedPop 1). */
export function BankCardDialog({
  visible,
  title,
  message,
  onClose,
  onBind,
}: {
  visible: boolean;
  title: string;
  message: string;
  onClose: () => void;
  onBind: () => void;
}) {
  return (
    <DetailDialog
      visible={visible}
      title={title}
      label={loanDetailMessages.bindCard}
      onClose={onClose}
      actions={<Button onClick={onBind}>{loanDetailMessages.bindCard}</Button>}
    >
      {message}
    </DetailDialog>
  );
}
