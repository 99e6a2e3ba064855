import { useEffect, useState } from 'react';
import { uploadDocument } from '../api/upload-document.ts';
import { applicantProfileMessages } from '../messages.ts';
import styles from './photo-field.module.css';

const text = applicantProfileMessages;

/**
 * One identity photo: chosen (or taken with the camera), uploaded at once, and shown from the
 * phone's own copy. A refused file (not an image, too large) leaves the field as it was.
 */
export function PhotoField({
  id,
  label,
  documentId,
  capture,
  onUploaded,
}: {
  id: string;
  label: string;
  documentId: string;
  capture: 'user' | 'environment';
  onUploaded: (documentId: string) => void;
}) {
  const [preview, setPreview] = useState('');
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await uploadDocument(file);
    if (!result.success || !result.data) return;
    setPreview(URL.createObjectURL(file));
    onUploaded(result.data.documentId);
  };
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        {preview ? <img className={styles.preview} src={preview} alt="" /> : null}
        <input
          id={id}
          className={styles.input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          capture={capture}
          aria-labelledby={`${id}-label`}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label className={styles.button} htmlFor={id}>
          {documentId ? text.photoChange : text.photoAdd}
        </label>
      </div>
      {documentId ? <p className={styles.done}>{text.photoChosen}</p> : null}
    </div>
  );
}
