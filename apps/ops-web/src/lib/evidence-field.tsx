import { COMPLAINT_IMAGE_FIELD } from '@loan/contract';
import type { MoneyApproval, OpsUpload, SentForApproval } from '@loan/contract/ops';
import { useState } from 'react';
import { pesos } from './format.ts';
import { opsUpload } from './ops-http.ts';
import { Alert } from './ui.tsx';
import { messageOf } from './use-ops.ts';

/**
 * The evidence of a manual booking or waiver (a deposit slip): an image sent at once to the
 * server, which checks and re-encodes it; its url goes with the form.
 */
export function EvidenceField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send(file: File | undefined) {
    onChange(null);
    setError(null);
    if (!file) return;
    setBusy(true);
    try {
      const stored = await opsUpload<OpsUpload>('/uploads/evidence', COMPLAINT_IMAGE_FIELD, file);
      onChange(stored.url);
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  }
  return (
    <label>
      Evidence image (optional)
      <input
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        onChange={(e) => send(e.target.files?.[0])}
      />
      {busy && <span className="muted">Sending…</span>}
      {value && !busy && <span className="muted">Image attached</span>}
      {error && <Alert>{error}</Alert>}
    </label>
  );
}

/** The server kept the action for a second operator (202) rather than booking it. */
export function pendingOf(answer: unknown): MoneyApproval | undefined {
  return (answer as Partial<SentForApproval>).pendingApproval;
}

export function sentMessage(a: MoneyApproval): string {
  const what = a.kind === 'payment' ? 'payment' : 'waiver';
  return `Sent for approval: ${what} of ${pesos(a.amount)} (reference ${a.reference}). A second operator must approve it before it is booked.`;
}
