import { LEGACY_SMS_CODE_MIN_LENGTH } from '@loan/contract';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { showToast } from '@/lib/toast.ts';
import { paymentWayMessages } from '../messages.ts';
import styles from './sms-code-dialog.module.css';

const text = paymentWayMessages;

/** The SMS dialog of a card payment: the code, Resend with its countdown, Cancel and Confirm. */
export function SmsCodeDialog({
  visible,
  secondsLeft,
  onResend,
  onCancel,
  onConfirm,
}: {
  visible: boolean;
  /** Seconds until Resend is allowed again; 0 when it is. */
  secondsLeft: number;
  onResend: () => void;
  onCancel: () => void;
  onConfirm: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const confirm = () => {
    if (code.trim().length < LEGACY_SMS_CODE_MIN_LENGTH) {
      void showToast(text.codeTooShort);
      return;
    }
    onConfirm(code.trim());
  };
  const cancel = () => {
    setCode('');
    onCancel();
  };
  return (
    <Dialog
      visible={visible}
      title={text.smsTitle}
      content={
        <div className={styles.body}>
          <p className={styles.hint}>{text.smsText}</p>
          <div className={styles.row}>
            <input
              className={styles.input}
              aria-label={text.smsCode}
              placeholder={text.smsCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <button
              type="button"
              className={styles.resend}
              disabled={secondsLeft > 0}
              onClick={onResend}
            >
              {secondsLeft > 0 ? text.resendIn(secondsLeft) : text.resend}
            </button>
          </div>
        </div>
      }
      actions={[
        { key: 'cancel', text: text.cancel, onClick: cancel },
        { key: 'confirm', text: text.confirm, onClick: confirm, primary: true },
      ]}
    />
  );
}
