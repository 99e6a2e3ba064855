import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds: `start()` begins at `seconds` and ticks down every `tickMs` to 0;
 * `stop()` ends it early. `remaining` is 0 when it is not running. It counts against the clock
 * (an end time), so a tab put to sleep or a late tick does not stretch it.
 */
export function useCountdown(seconds: number, tickMs = 1000) {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (!endsAt) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(0);
    };
    update();
    const timer = setInterval(update, tickMs);
    return () => clearInterval(timer);
  }, [endsAt, tickMs]);
  const start = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);
  const stop = useCallback(() => {
    setEndsAt(0);
    setRemaining(0);
  }, []);
  return { remaining, running: remaining > 0, start, stop };
}
