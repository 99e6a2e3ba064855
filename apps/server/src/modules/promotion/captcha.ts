import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@loan/contract';
import { hmacSha256Hex } from '../../lib/hash.ts';
import { drawCaptchaPicture } from './captcha-picture.ts';

// No look-alikes (0/O, 1/l/I): a visitor on a small phone reads every character.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh random answer, from a CSPRNG. */
export function captchaAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += ALPHABET[randomInt(ALPHABET.length)];
  return answer;
}

/** A captcha picture (a PNG, distorted pixels only) for a fresh random answer. */
export async function drawCaptcha(): Promise<{ answer: string; png: Buffer }> {
  const answer = captchaAnswer();
  return { answer, png: await drawCaptchaPicture(answer) };
}

/** Answers are compared case-insensitively, and kept only as a keyed hash bound to the sid. */
export function hashCaptchaAnswer(pepper: string, sid: string, answer: string): string {
  return hmacSha256Hex(pepper, `captcha:${sid}:${answer.toLowerCase()}`);
}

/**
 * Outside production (development routes on), the last answer drawn per sid, so a developer or
 * an e2e test can read the picture the way a person does. Bounded: the oldest are dropped.
 */
export class CaptchaInbox {
  readonly #answers = new Map<string, string>();
  readonly #limit: number;
  constructor(limit = 1000) {
    this.#limit = limit;
  }
  record(sid: string, answer: string): void {
    this.#answers.delete(sid);
    this.#answers.set(sid, answer);
    if (this.#answers.size > this.#limit) {
      const oldest = this.#answers.keys().next().value;
      if (oldest !== undefined) this.#answers.delete(oldest);
    }
  }
  answerFor(sid: string): string | undefined {
    return this.#answers.get(sid);
  }
}
