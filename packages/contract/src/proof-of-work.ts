/**
 * The registration page's side of the proof of work asked before an SMS (ALTCHA's PBKDF2/SHA-256
 * challenge, created and checked on the server with altcha-lib): find the counter whose key,
 * derived from the challenge's nonce and the counter, starts with the challenge's key prefix.
 * Web Crypto alone, so the page carries no library for it.
 */
export interface ProofChallenge {
  parameters: {
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
  };
  signature: string;
}

// What this file uses of the platform (browsers and Node alike); the contract's types have no DOM.
interface Platform {
  btoa(text: string): string;
  crypto: {
    subtle: {
      importKey(
        format: 'raw',
        key: Uint8Array,
        algorithm: 'PBKDF2',
        extractable: false,
        usages: ['deriveBits'],
      ): Promise<unknown>;
      deriveBits(
        algorithm: { name: 'PBKDF2'; hash: 'SHA-256'; salt: Uint8Array; iterations: number },
        key: unknown,
        length: number,
      ): Promise<ArrayBuffer>;
    };
  };
}
const platform = globalThis as unknown as Platform;

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The proof as get-sms takes it: base64 of `{ challenge, solution: { counter, derivedKey } }`. */
export function encodeProof(
  challenge: ProofChallenge,
  counter: number,
  derivedKey: string,
): string {
  return platform.btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
}

/**
 * Tries counters from 0 up until one derives a key with the prefix; null when `signal` aborts
 * first or no counter up to `maxCounter` does.
 */
export async function solveProofChallenge(
  challenge: ProofChallenge,
  { signal, maxCounter = 10_000_000 }: { signal?: { aborted: boolean }; maxCounter?: number } = {},
): Promise<string | null> {
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const subtle = platform.crypto.subtle;
  const nonceBytes = hexToBytes(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const counterView = new DataView(password.buffer);
  const params = {
    name: 'PBKDF2',
    hash: 'SHA-256',
    salt: hexToBytes(salt),
    iterations: cost,
  } as const;
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter <= maxCounter; counter += 1) {
    if (signal?.aborted) return null;
    counterView.setUint32(nonceBytes.length, counter, false);
    const key = await subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const derived = bytesToHex(new Uint8Array(await subtle.deriveBits(params, key, keyLength * 8)));
    if (derived.startsWith(prefix)) return encodeProof(challenge, counter, derived);
  }
  return null;
}
