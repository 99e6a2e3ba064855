import { mobileFieldValue, SMS_CODE_LENGTH } from '@loan/contract';
import { useId } from 'react';
import { Button } from '@/components/button.tsx';
import { registrationMessages } from '../messages.ts';
import styles from './registration-form.module.css';

const text = registrationMessages;

/**
 * The mobile number field. An autofilled or pasted number is read whole (no length cut) and shown
 * in its stored form ('+63 917 123 4567' shows as 09171234567).
 */
export function MobileField({
  value,
  onChange,
}: {
  value: string;
  onChange: (mobile: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {text.mobile}
      </label>
      <input
        id={id}
        className={styles.input}
        type="tel"
        autoComplete="tel"
        placeholder={text.mobilePlaceholder}
        value={value}
        onChange={(event) => onChange(mobileFieldValue(event.target.value, value))}
      />
    </>
  );
}

/**
 * The SMS code field (at most 6; `filter` decides what else is kept as typed) and its get-code
 * button, which shows the countdown's seconds while it runs.
 */
export function SmsCodeField({
  value,
  onChange,
  filter = (typed) => typed,
  countdown,
  onGetCode,
}: {
  value: string;
  onChange: (code: string) => void;
  filter?: (typed: string) => string;
  countdown: { running: boolean; remaining: number };
  onGetCode: () => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {text.smsCode}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          placeholder={text.smsCodePlaceholder}
          value={value}
          onChange={(event) => onChange(filter(event.target.value).slice(0, SMS_CODE_LENGTH))}
        />
        <Button variant="secondary" size="small" disabled={countdown.running} onClick={onGetCode}>
          {countdown.running ? text.countdown(countdown.remaining) : text.getCode}
        </Button>
      </div>
    </>
  );
}
