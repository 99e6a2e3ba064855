import { TOAST_DEFAULT_MS, TOAST_MIN_MS } from '@loan/contract';
import './toast.css';

// antd-mobile (its Toast, global styles and React 19 render hook) loads with the first toast or
// loading indicator, not with every screen. Calls made meanwhile queue on the same promise.
let toastModule: Promise<typeof import('antd-mobile/es/components/toast').default> | null = null;

function loadToast() {
  toastModule ??= Promise.all([
    import('antd-mobile/es/global'),
    import('./antd-setup.ts'),
    import('antd-mobile/es/components/toast'),
  ]).then(([, setup, toast]) => {
    setup.setUpAntdMobile();
    return toast.default;
  });
  return toastModule;
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
