import { useEffect, useState } from 'react';
import { Dialog } from './dialog.tsx';
import styles from './option-picker.module.css';

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * A picker for an enumerated field: the options as a single choice; Confirm takes the choice,
 * Cancel leaves the field as it was.
 */
export function OptionPicker({
  visible,
  title,
  options,
  value,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
}: {
  visible: boolean;
  title: string;
  options: readonly PickerOption[];
  value: string;
  confirmText: string;
  cancelText: string;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState(value);
  useEffect(() => {
    if (visible) setChoice(value || options[0]?.value || '');
  }, [visible, value, options]);
  return (
    <Dialog
      visible={visible}
      title={title}
      content={
        <div role="radiogroup" aria-label={title} className={styles.options}>
          {options.map((option) => (
            // biome-ignore lint/a11y/useSemanticElements: a styled row acting as one radio
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={option.value === choice}
              className={
                option.value === choice ? `${styles.option} ${styles.chosen}` : styles.option
              }
              onClick={() => setChoice(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      }
      actions={[
        { key: 'cancel', text: cancelText, onClick: onCancel },
        { key: 'confirm', text: confirmText, onClick: () => onConfirm(choice), primary: true },
      ]}
    />
  );
}
