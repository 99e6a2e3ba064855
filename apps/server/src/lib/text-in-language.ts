import type { Locale } from '@loan/contract';

/**
 * A text held in the database in English with an optional Filipino side (docs/decisions/0047):
 * the Filipino one for a Filipino reader when an operator has written it, else the English.
 */
export function textIn<T>(locale: Locale, english: T, filipino: T | null | undefined): T {
  return locale === 'fil' && filipino !== null && filipino !== undefined ? filipino : english;
}
