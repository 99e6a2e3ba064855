import { BIND_INPUT_TYPE_MOBILE, BIND_ITEM_CATE, mobileFieldValue } from '@loan/contract';
import { useId, useMemo, useState } from 'react';
import { OptionPicker } from '@/components/option-picker.tsx';
import type { BindItem } from '../api/get-card-init.ts';
import { bindBankMessages } from '../messages.ts';
import styles from './bind-field.module.css';

const text = bindBankMessages;
const NON_DIGITS = /\D/g;
const digitsOnly = (typed: string) => typed.replace(NON_DIGITS, '');

/**
 * One field of the form: an e-wallet's mobile number (any written form, shown as stored),
 * digits-only text, or a picker (Confirm / Cancel) for its options.
 */
export function BindField({
  item,
  value,
  onChange,
}: {
  item: BindItem;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  // One list per item: the picker resets its choice when its options change, and the form
  // re-renders every second while the SMS countdown runs.
  const options = useMemo(
    () => item.note.map((option) => ({ value: option.type, label: option.name })),
    [item.note],
  );
  const hint = item.subtitle ? <p className={styles.hint}>{item.subtitle}</p> : null;
  if (item.cate === BIND_ITEM_CATE.text) {
    const mobile = item.inputType === BIND_INPUT_TYPE_MOBILE;
    const read = mobile ? mobileFieldValue : digitsOnly;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {item.title}
        </label>
        <input
          id={id}
          className={styles.input}
          type={mobile ? 'tel' : 'text'}
          inputMode={mobile ? 'tel' : 'numeric'}
          autoComplete={mobile ? 'tel' : 'off'}
          value={value}
          placeholder={item.title}
          onChange={(event) => onChange(read(event.target.value, value))}
        />
        {hint}
      </div>
    );
  }
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {item.title}
      </span>
      <button
        type="button"
        className={styles.select}
        aria-label={`${item.title}: ${chosen?.label ?? text.choose}`}
        aria-haspopup="dialog"
        onClick={() => setPicking(true)}
      >
        <span className={chosen ? styles.value : styles.placeholder}>
          {chosen?.label ?? text.choose}
        </span>
        <svg viewBox="0 0 8 14" width="8" height="14" aria-hidden="true">
          <path d="M1 1l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {hint}
      <OptionPicker
        visible={picking}
        title={item.title}
        options={options}
        value={value}
        confirmText={text.confirm}
        cancelText={text.cancel}
        onConfirm={(next) => {
          onChange(next);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </div>
  );
}
