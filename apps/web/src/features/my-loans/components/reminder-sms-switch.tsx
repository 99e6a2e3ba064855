import { useState } from 'react';
import { saveMessageSettings } from '../api/save-message-settings.ts';
import { myLoansMessages } from '../messages.ts';
import styles from './my-loans.module.css';

const text = myLoansMessages;

/**
 * The borrower's switch for the SMS of the reminders before a due date (the in-app message stays);
 * the due-day and overdue notices, receipts and loan decisions always come by SMS, and it says so.
 */
export function ReminderSmsSwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const change = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    const result = await saveMessageSettings(next).catch(() => undefined);
    setSaving(false);
    if (!result?.success) setOn(!next);
  };
  return (
    <label className={styles.switchRow}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        className={styles.switchInput}
        checked={on}
        disabled={saving}
        onChange={(event) => void change(event.target.checked)}
      />
      <span>
        <span className={styles.switchLabel}>{text.reminderSms}</span>
        <span className={styles.switchHint}>{text.reminderSmsHint}</span>
      </span>
    </label>
  );
}
