import type { ReactNode } from 'react';
import styles from './form-fields.module.css';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled field with an optional hint and error line under it. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A native select (the phone's own picker), with a "Choose..." first option. */
export function SelectField({
  id,
  label,
  value,
  choices,
  placeholder,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  placeholder: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A text input with its label. */
export function TextField({
  id,
  label,
  value,
  hint,
  error,
  type = 'text',
  inputMode,
  autoComplete,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string | undefined;
  error?: string | undefined;
  type?: 'text' | 'date';
  inputMode?: 'text' | 'numeric' | 'decimal';
  autoComplete?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
