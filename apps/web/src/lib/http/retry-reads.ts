/** Waits before each further try of a read that met a network failure: 1 s, then 3 s. */
export const READ_RETRY_DELAYS_MS = [1000, 3000] as const;

/** A read that got no answer because the network failed (fetch rejects with a TypeError). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Tries a read again when the network dropped it (mobile networks drop calls now and then), after
 * each delay in turn; any other failure, a time-out or an answer, ends it at once. Only reads:
 * they change nothing, so a try the server did receive costs nothing.
 */
export async function retryReads<T>(
  read: () => Promise<T>,
  signal: AbortSignal,
  delays: readonly number[] = READ_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const wait = delays[attempt];
      if (wait === undefined || signal.aborted || !isNetworkFailure(error)) throw error;
      await pause(wait, signal);
    }
  }
}
