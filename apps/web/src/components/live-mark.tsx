import { useEffect } from 'react';
import { replayEarlyTaps } from '@/lib/early-taps.ts';

/**
 * Makes the screen live once it runs in the browser: the taps made on a server-rendered screen
 * before then take effect (docs/decisions/0023), and `<html data-app-ready>` says the screen
 * answers taps itself from now on; the end-to-end tests wait for it. Rendered after the screen,
 * inside its Suspense boundary, so it runs once the screen itself has hydrated, not only the
 * frame around it; in a task of its own, after every effect of that commit, as a tap would come.
 */
export function LiveMark() {
  useEffect(() => {
    const timer = setTimeout(() => {
      replayEarlyTaps();
      document.documentElement.dataset.appReady = '';
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
