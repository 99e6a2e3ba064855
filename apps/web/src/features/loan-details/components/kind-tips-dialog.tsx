import { Button } from '@/components/button.tsx';
import { loanDetailMessages } from '../messages.ts';
import { DetailDialog } from './detail-dialog.tsx';

const text = loanDetailMessages;

export function KindTipsDialog({
  visible,
  message,
  onConfirm,
}: {
  visible: boolean;
  message: string;
  onConfirm: () => void;
}) {
  return (
    <DetailDialog
      visible={visible}
      title={text.kindTipsTitle}
      actions={<Button onClick={onConfirm}>{text.confirm}</Button>}
    >
      {message}
    </DetailDialog>
  );
}
