import { DEVICE_FIELDS, type DeviceField, type DeviceValues } from '../device-values.ts';
import { testPreviewMessages } from '../messages.ts';
import styles from './test-preview.module.css';

const text = testPreviewMessages;

/** The eight editable device and session values. */
export function DeviceFields({
  values,
  onChange,
}: {
  values: DeviceValues;
  onChange: (field: DeviceField, value: string) => void;
}) {
  return (
    <section className={styles.card} aria-labelledby="device-fields">
      <h2 id="device-fields">{text.deviceHeader}</h2>
      <div className={styles.fields}>
        {DEVICE_FIELDS.map((field) => (
          <label key={field}>
            {text.fields[field]}
            <input
              name={field}
              value={values[field]}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </label>
        ))}
      </div>
    </section>
  );
}
