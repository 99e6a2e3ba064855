import { Button } from '@/components/button.tsx';
import { loanDetailMessages } from '../messages.ts';
import { DetailDialog } from './detail-dialog.tsx';

const text = loanDetailMessages;

/** An approved order waits for the borrower to withdraw (accept) the money. */
export function WithdrawPrompt({
  visible,
  message,
  onCancel,
  onWithdraw,
}: {
  visible: boolean;
  message: string;
  onCancel: () => void;
  onWithdraw: () => void;
}) {
  return (
    <DetailDialog
      visible={visible}
      label={text.withdrawLabel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {text.cancel}
          </Button>
          <Button onClick={onWithdraw}>{text.withdrawNow}</Button>
        </>
      }
    >
      {message}
    </DetailDialog>
  );
}
