import { TOAST_DEFAULT_MS, TOAST_MIN_MS } from '@loan/contract';
import './toast.css';

// antd-mobile's Toast pulls in its animation library (~17 kB gzip); it loads on the first toast
// instead of with every screen. Calls made meanwhile queue on the same promise, in order.
let toastModule: Promise<typeof import('antd-mobile/es/components/toast')> | null = null;

function loadToast() {
  toastModule ??= import('antd-mobile/es/components/toast');
  return toastModule.then((module) => module.default);
}

/** Shows a short text toast; durations below the spec's minimum are raised to it. */
export function showToast(message: string, durationMs: number = TOAST_DEFAULT_MS): Promise<void> {
  return loadToast().then((Toast) => {
    Toast.show({ content: message, duration: Math.max(durationMs, TOAST_MIN_MS) });
  });
}

export interface LoadingHandle {
  close(): void;
}

/** A blocking loading indicator (optional text) that stays until closed. */
export function showLoading(text?: string): LoadingHandle {
  let closed = false;
  const shown = loadToast().then((Toast) =>
    closed
      ? null
      : Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: false }),
  );
  return {
    close() {
      closed = true;
      void shown.then((handler) => handler?.close());
    },
  };
}

export function clearToast(): Promise<void> {
  return loadToast().then((Toast) => Toast.clear());
}
