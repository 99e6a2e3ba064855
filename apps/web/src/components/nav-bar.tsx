import type { ReactNode } from 'react';
import { bridge } from '@/lib/bridge/bridge.ts';
import { messages } from '@/lib/messages.ts';
import { historyIndex, useNavigate } from '@/lib/router/router.tsx';
import styles from './nav-bar.module.css';

/**
 * Back goes to the previous in-app screen; on the first screen of the webview there is none, so
 * the native shell closes the webview (the browser fallback goes back in history).
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (historyIndex() > 0) navigate(-1);
    else bridge.closeWebview();
  };
}

/**
 * The screen's top bar, styled after antd-mobile's NavBar. Its own markup because antd-mobile's
 * back control is an unnamed, unfocusable `role="button"` div.
 */
export function NavBar({ title, right }: { title: ReactNode; right?: ReactNode }) {
  const back = useBack();
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.back}
        aria-label={messages.common.back}
        onClick={back}
      >
        <span className={styles.chevron} aria-hidden />
      </button>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}
