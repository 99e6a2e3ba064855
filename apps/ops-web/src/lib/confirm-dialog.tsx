import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from './ui.tsx';
import { messageOf } from './use-ops.ts';

interface ConfirmDialogProps {
  title: string;
  /** What the action will do, as label and value (order, amount, reason...). */
  facts: Array<[string, ReactNode]>;
  confirmLabel: string;
  /** Fields asked in the dialog itself (a reversal's reason); confirm waits for `ready`. */
  children?: ReactNode;
  ready?: boolean;
  danger?: boolean;
  /** Runs the action; a throw keeps the dialog open with the server's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation before a money action: the facts to check, the server's refusal shown
 * in place, Escape or Cancel to back out. Focus stays inside and returns where it was.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, facts, confirmLabel, children, onConfirm, onClose } = props;
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, []);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (cause) {
      setError(messageOf(cause));
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => !item.hasAttribute('disabled'),
    );
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="backdrop">
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <dl className="facts">
          {facts.map(([label, value]) => (
            <div key={label} className="fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {children}
        {error && <Alert>{error}</Alert>}
        <div className="row end">
          <button type="button" className="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className={props.danger ? 'danger' : undefined}
            onClick={confirm}
            disabled={busy || props.ready === false}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
