import {
  COMPLAINT_IMAGE_FIELD,
  COMPLAINT_IMAGE_MAX_BYTES,
  COMPLAINT_IMAGES_MAX,
} from '@loan/contract';
import type { OpsUpload } from '@loan/contract/ops';
import { type ChangeEvent, useState } from 'react';
import { opsUpload } from './ops-http.ts';
import { Alert } from './ui.tsx';
import { messageOf } from './use-ops.ts';

const MB = COMPLAINT_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * The images of a complaint reply: each chosen file is sent at once (the server checks that it is
 * an image, re-encodes it and keeps it), shown, and can be taken off before the reply is sent.
 */
export function ReplyImages(props: {
  id: string;
  urls: string[];
  onChange: (urls: string[]) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const room = COMPLAINT_IMAGES_MAX - props.urls.length;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    setBusy(true);
    const added: string[] = [];
    const problems: string[] = [];
    for (const file of files.slice(0, room)) {
      if (file.size > COMPLAINT_IMAGE_MAX_BYTES) {
        problems.push(`${file.name}: larger than ${MB} MB`);
        continue;
      }
      try {
        added.push((await opsUpload<OpsUpload>('/uploads', COMPLAINT_IMAGE_FIELD, file)).url);
      } catch (cause) {
        problems.push(`${file.name}: ${messageOf(cause)}`);
      }
    }
    if (files.length > room) problems.push(`At most ${COMPLAINT_IMAGES_MAX} images per reply`);
    setBusy(false);
    if (problems.length > 0) setError(problems.join('. '));
    if (added.length > 0) props.onChange([...props.urls, ...added]);
  }

  return (
    <div className="stack">
      <label htmlFor={props.id}>
        Images for the borrower (JPG, PNG, GIF or WebP, up to {MB} MB each, {COMPLAINT_IMAGES_MAX}{' '}
        at most)
      </label>
      <input
        id={props.id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        disabled={busy || room <= 0}
        onChange={choose}
      />
      {busy && <p className="muted">Sending the images…</p>}
      {error && <Alert>{error}</Alert>}
      {props.urls.length > 0 && (
        <ul className="thumbs">
          {props.urls.map((url, i) => (
            <li key={url}>
              <img src={url} alt={`Attachment ${i + 1} of the reply`} />
              <button
                type="button"
                className="secondary"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => props.onChange(props.urls.filter((u) => u !== url))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
