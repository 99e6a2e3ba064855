import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds: `start()` begins at `seconds` and ticks down every `tickMs` to 0;
 * `stop()` ends it early. `remaining` is 0 when it is not running.
 */
export function useCountdown(seconds: number, tickMs = 1000) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((left) => left - 1), tickMs);
    return () => clearTimeout(timer);
  }, [remaining, tickMs]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const stop = useCallback(() => setRemaining(0), []);
  return { remaining, running: remaining > 0, start, stop };
}
