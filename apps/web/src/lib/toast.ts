import { TOAST_DEFAULT_MS, TOAST_MIN_MS } from '@loan/contract';
import './toast.css';

const TOAST_CLASS = 'app-toast';
const LOADING_CLASS = 'app-loading';

/**
 * The app's messages: a few lines of DOM, no library and no React, so the public pages use them
 * too. A toast shows at the top of the screen, where it hides none of the fields a borrower is
 * filling in (captcha, SMS code, stars, photos); taps go through it. One toast at a time.
 */
export function showToast(message: string, durationMs: number = TOAST_DEFAULT_MS): Promise<void> {
  removeAll(TOAST_CLASS);
  if (!message) return Promise.resolve();
  const toast = document.createElement('div');
  toast.className = TOAST_CLASS;
  toast.setAttribute('role', 'status');
  toast.setAttribute('aria-live', 'polite');
  toast.textContent = message;
  document.body.append(toast);
  setTimeout(() => toast.remove(), Math.max(durationMs, TOAST_MIN_MS));
  return Promise.resolve();
}

export interface LoadingHandle {
  close(): void;
}

/** A blocking loading indicator (optional text) in the middle of the screen until closed. */
export function showLoading(text?: string): LoadingHandle {
  const mask = document.createElement('div');
  mask.className = LOADING_CLASS;
  mask.setAttribute('role', 'status');
  mask.setAttribute('aria-busy', 'true');
  const box = document.createElement('div');
  const spinner = document.createElement('span');
  spinner.setAttribute('aria-hidden', 'true');
  box.append(spinner);
  if (text) box.append(text);
  mask.append(box);
  document.body.append(mask);
  return { close: () => mask.remove() };
}

export function clearToast(): Promise<void> {
  removeAll(TOAST_CLASS);
  removeAll(LOADING_CLASS);
  return Promise.resolve();
}

function removeAll(className: string) {
  for (const old of document.querySelectorAll(`.${className}`)) old.remove();
}
