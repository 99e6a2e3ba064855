import { Dialog } from '@/components/dialog.tsx';
import { loanConfirmMessages } from '../messages.ts';
import styles from './exit-popup.module.css';

const text = loanConfirmMessages;

/** 'Point out': asks a borrower leaving through the iOS back action to stay (server's texts). */
export function ExitPopup({
  visible,
  title,
  content,
  onStay,
  onLeave,
}: {
  visible: boolean;
  title: string;
  content: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      visible={visible}
      title={text.exitTitle}
      content={
        <div className={styles.content}>
          {title ? <p className={styles.title}>{title}</p> : null}
          {content ? <p className={styles.text}>{content}</p> : null}
        </div>
      }
      actions={[
        { key: 'cancel', text: text.cancel, onClick: onLeave },
        { key: 'agree', text: text.agree, onClick: onStay, primary: true },
      ]}
    />
  );
}
