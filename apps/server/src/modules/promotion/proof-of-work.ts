import { randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { hmacSha256Hex } from '../../lib/hash.ts';

/** Web Crypto has PBKDF2 in every browser, so the page solves with no library of its own. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** The counter the page must find: tries from 0 up, 1,500 on average. */
const COUNTER_MIN = 500;
const COUNTER_MAX = 2_500;
export const CHALLENGE_LIFE_MS = 10 * 60_000;

function secrets(pepper: string) {
  return {
    hmacSignatureSecret: hmacSha256Hex(pepper, 'proof-of-work:challenge'),
    hmacKeySignatureSecret: hmacSha256Hex(pepper, 'proof-of-work:key'),
  };
}

/**
 * A challenge bound to the sid. Its expiry is in its signed data, by the app's clock (altcha-lib's
 * own `expiresAt` would be checked against the wall clock).
 */
export function newChallenge(pepper: string, cost: number, sid: string, now: Date) {
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    data: { sid, expires: now.getTime() + CHALLENGE_LIFE_MS },
    ...secrets(pepper),
  });
}

const proofSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(64),
      salt: z.string().max(64),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(128).optional(),
      data: z.object({ sid: z.string(), expires: z.number() }),
    }),
    signature: z.string().max(128),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string().max(256) }),
});

export type ProofVerdict =
  | { ok: true; nonce: string; expiresAt: Date }
  | { ok: false; kind: 'forged' | 'stale' };

/** Checks a solved challenge (base64 of `{ challenge, solution }`) for this sid, now. */
export async function checkProof(
  pepper: string,
  sid: string,
  proof: string,
  now: Date,
): Promise<ProofVerdict> {
  let parsed: z.infer<typeof proofSchema>;
  try {
    parsed = proofSchema.parse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
  } catch {
    return { ok: false, kind: 'forged' };
  }
  const { challenge, solution } = parsed;
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    ...secrets(pepper),
  });
  if (!result.verified || challenge.parameters.data.sid !== sid)
    return { ok: false, kind: 'forged' };
  const expiresAt = new Date(challenge.parameters.data.expires);
  if (expiresAt <= now) return { ok: false, kind: 'stale' };
  return { ok: true, nonce: challenge.parameters.nonce, expiresAt };
}
