import { hkdfSync, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { sealText, unsealText } from '../../lib/sealed-text.ts';

/** RFC 6238 defaults: 30 s steps, 6 digits, SHA-1 (what authenticator apps expect). */
export const TOTP_STEP_SECONDS = 30;
const TOTP_ISSUER = 'Loan Back Office';
// argon2id with the library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's first choice).
const ARGON2ID = 2;

export { MIN_PASSWORD_LENGTH } from '@loan/contract/ops';

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Checked against when the email is unknown, so the answer takes as long either way.
const UNKNOWN_OPERATOR_HASH = hash(randomToken(), { algorithm: ARGON2ID });

export async function passwordMatches(stored: string | null, given: string): Promise<boolean> {
  if (!stored) {
    await verify(await UNKNOWN_OPERATOR_HASH, given);
    return false;
  }
  return verify(stored, given);
}

/** The key TOTP secrets are sealed with: derived from the account key, never the same bytes. */
export function totpKey(accountKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', accountKey, '', 'operator-totp-secret', 32));
}

export function newTotpSecret(key: Buffer, email: string) {
  const secret = generateSecret();
  return {
    sealed: sealText(key, secret),
    uri: generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_STEP_SECONDS }),
  };
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * A code of the current step or the one either side (clock drift); one already accepted, or
 * older than one accepted, is a replay.
 */
export async function checkTotp(
  key: Buffer,
  sealed: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'wrong' };
  const result = await verifyTotp({
    secret: unsealText(key, sealed),
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_STEP_SECONDS,
    period: TOTP_STEP_SECONDS,
  });
  // TOTP results carry their time step (the HOTP ones of the shared type do not).
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'wrong' };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step: result.timeStep };
}
