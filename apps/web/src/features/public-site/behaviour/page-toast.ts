import { TOAST_DEFAULT_MS, TOAST_MIN_MS } from '@loan/contract';

const TOAST_CLASS = 'site-toast';

/**
 * A text toast for the public pages: a few lines of DOM instead of antd-mobile's Toast, which
 * would bring React along to pages that otherwise run without it (docs/decisions/0008). Styled
 * by site.css. One toast at a time; a new one replaces the last.
 */
export function showPageToast(message: string, durationMs: number = TOAST_DEFAULT_MS): void {
  for (const old of document.querySelectorAll(`.${TOAST_CLASS}`)) old.remove();
  const toast = document.createElement('div');
  toast.className = TOAST_CLASS;
  toast.setAttribute('role', 'status');
  toast.textContent = message;
  document.body.append(toast);
  setTimeout(() => toast.remove(), Math.max(durationMs, TOAST_MIN_MS));
}
