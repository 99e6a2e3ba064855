import { type ReactNode, useEffect, useRef } from 'react';
import styles from './modal.module.css';

/**
 * A centred modal over a mask: the app's one popup. Plain markup and CSS, so a screen whose dialog
 * opens on arrival loads nothing more for it. Not animated: a dialog that opens on arrival is the
 * page's largest text, and shows with the server's first response. It takes the focus when it
 * opens and gives it back when it closes.
 */
export function Modal({
  visible,
  label,
  className,
  children,
}: {
  visible: boolean;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const mask = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!visible || !mask.current) return;
    const previous = document.activeElement as HTMLElement | null;
    const restore = makeTheRestInert(mask.current);
    box.current?.focus();
    return () => {
      restore();
      previous?.focus?.();
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <div ref={mask} className={styles.mask}>
      <div
        ref={box}
        className={className ? `${styles.box} ${className}` : styles.box}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * While a modal is open nothing else on the page can be reached, by touch, keyboard or screen
 * reader: every element beside the modal's branch up to the body becomes inert. Returns the undo.
 */
function makeTheRestInert(modal: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = modal; node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      sibling.setAttribute('aria-hidden', 'true');
      made.push(sibling);
    }
    if (node.parentElement === document.body) break;
  }
  return () => {
    for (const element of made) {
      element.inert = false;
      element.removeAttribute('aria-hidden');
    }
  };
}
