import { BIND_ITEM_CATE } from '@loan/contract';
import { useId, useState } from 'react';
import { OptionPicker } from '@/components/option-picker.tsx';
import type { BindItem } from '../api/get-card-init.ts';
import { bindBankMessages } from '../messages.ts';
import styles from './bind-field.module.css';

const text = bindBankMessages;
const NON_DIGITS = /\D/g;

/** One field of the form: digits-only text, or a picker (Confirm / Cancel) for its options. */
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
  const hint = item.subtitle ? <p className={styles.hint}>{item.subtitle}</p> : null;
  if (item.cate === BIND_ITEM_CATE.text) {
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {item.title}
        </label>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          placeholder={item.title}
          onChange={(event) => onChange(event.target.value.replace(NON_DIGITS, ''))}
        />
        {hint}
      </div>
    );
  }
  const options = item.note.map((option) => ({ value: option.type, label: option.name }));
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={styles.field}>
      <span id={id} className={styles.label}>
        {item.title}
      </span>
      <button
        type="button"
        className={styles.select}
        aria-labelledby={id}
        aria-haspopup="dialog"
        onClick={() => setPicking(true)}
      >
        <span className={chosen ? styles.value : styles.placeholder}>
          {chosen?.label ?? text.choose}
        </span>
        <span aria-hidden="true">›</span>
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
