import { COMPLAINT_IMAGES_MAX } from '@loan/contract';
import { useId, useRef, useState } from 'react';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { uploadImage } from '../api/upload-image.ts';
import { complaintMessages } from '../messages.ts';
import styles from './image-uploader.module.css';

const text = complaintMessages;

/**
 * Up to nine photos, each uploaded as soon as it is added: 'Upload succeeded!' under the photos
 * (a toast over them would hide the one just added) or the server's message. Holds the uploaded
 * URLs.
 */
export function ImageUploader({
  urls,
  onChange,
}: {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const latest = useRef<readonly string[]>(urls);
  latest.current = urls;

  const add = async (files: FileList | null) => {
    const room = COMPLAINT_IMAGES_MAX - latest.current.length;
    const offered = [...(files ?? [])];
    const chosen = offered.slice(0, room);
    if (input.current) input.current.value = '';

    setNote('');
    setBusy(true);
    let said = '';
    try {
      for (const file of chosen) {
        const result = await uploadImage(file);
        // A refusal was toasted by the client with the server's message.
        if (!result.success || !result.data) continue;
        latest.current = [...latest.current, result.data.url];
        onChange([...latest.current]);
        said = text.uploadSucceeded;
      }
    } catch (error) {
      // No answer (offline, time-out): said once; the photos uploaded so far stay.
      reportCallFailure(error);
    } finally {
      setBusy(false);
      const leftOut = offered.length - chosen.length;
      if (leftOut > 0) said = `${said} ${text.photosLeftOut(leftOut, COMPLAINT_IMAGES_MAX)}`;
      setNote(said.trim());
    }
  };

  return (
    <div className={styles.uploader}>
      <span id={id} className={styles.label}>
        {text.images} {urls.length}/{COMPLAINT_IMAGES_MAX}
      </span>
      <ul className={styles.grid} aria-labelledby={id}>
        {urls.map((url, index) => (
          <li key={url} className={styles.item}>
            <img src={url} alt={text.photo(index + 1)} width={72} height={72} loading="lazy" />
            <button
              type="button"
              className={styles.remove}
              aria-label={text.removeImage(index + 1)}
              onClick={() => onChange(urls.filter((other) => other !== url))}
            >
              ×
            </button>
          </li>
        ))}
        {urls.length < COMPLAINT_IMAGES_MAX ? (
          <li className={styles.item}>
            <label className={styles.add} aria-busy={busy}>
              <span aria-hidden="true">+</span>
              <span className={styles.addText}>{text.addImage}</span>
              <input
                ref={input}
                className={styles.file}
                type="file"
                accept="image/*"
                multiple
                disabled={busy}
                onChange={(event) => void add(event.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <p className={styles.note} role="status">
        {note}
      </p>
    </div>
  );
}
