import { useEffect, useRef } from 'react';
import { fetchChallenge } from '../api/promotion-calls.ts';

/** Fetches the sid's challenge and solves it; null when either fails. */
async function solveFor(sid: string): Promise<string | null> {
  try {
    const result = await fetchChallenge(sid);
    if (!result.success || !result.data) return null;
    // Loaded only here: the first load does not carry the solver.
    const { solveProofChallenge } = await import('@loan/contract/proof-of-work');
    return await solveProofChallenge(result.data);
  } catch {
    return null;
  }
}

/**
 * The proof of work the server asks before it texts a code: solved in the background from the
 * moment the sid is known, so it is usually ready when the visitor taps Get code. Each proof is
 * good for one request: `take` hands the current one over and starts on the next.
 */
export function useProofOfWork(sid: string) {
  const pending = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    pending.current = sid ? solveFor(sid) : null;
  }, [sid]);
  return {
    take: async (): Promise<string | null> => {
      if (!sid) return null;
      const proof = await (pending.current ?? solveFor(sid));
      pending.current = solveFor(sid);
      return proof;
    },
  };
}
