import { Button } from '@/components/button.tsx';
import { messages } from '@/lib/messages.ts';
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
      label={messages.loanDetail.bindCard}
      onClose={onClose}
      actions={<Button onClick={onBind}>{messages.loanDetail.bindCard}</Button>}
    >
      {message}
    </DetailDialog>
  );
}
