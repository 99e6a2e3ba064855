import { DEFAULT_LOCALE, type Locale, localeOf } from '@loan/contract';

/**
 * The language the app renders in (docs/decisions/0038). The server chooses it (page query, saved
 * choice, Accept-Language), renders the page in it and writes it on `<html lang>`; the browser
 * reads it from there at start, so hydration renders the same words. On the server a render sets
 * it just before rendering (renders are synchronous, like the session query).
 */
let current: Locale = DEFAULT_LOCALE;

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  current = locale;
}

/** The page's language as the server wrote it on the document; main.tsx calls it at start. */
export function captureDocumentLocale(): void {
  if (typeof document === 'undefined') return;
  setLocale(localeOf(document.documentElement.lang) ?? DEFAULT_LOCALE);
}

/** The BCP 47 tag of a locale, for `<html lang>` and `Intl`. */
export function localeTag(locale: Locale): string {
  return locale === 'fil' ? 'fil-PH' : 'en';
}
