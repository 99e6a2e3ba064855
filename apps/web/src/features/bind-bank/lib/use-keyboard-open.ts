import { KEYBOARD_THRESHOLD_PX } from '@loan/contract';
import { useEffect, useState } from 'react';

/**
 * Whether the on-screen keyboard is open: the visual viewport shrank by more than 60 px from its
 * height when the page opened (foundation-and-support §2, §9).
 */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    const full = viewport?.height ?? window.innerHeight;
    const onResize = () => {
      const now = viewport?.height ?? window.innerHeight;
      setOpen(full - now > KEYBOARD_THRESHOLD_PX);
    };
    (viewport ?? window).addEventListener('resize', onResize);
    return () => (viewport ?? window).removeEventListener('resize', onResize);
  }, []);
  return open;
}
