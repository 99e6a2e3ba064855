/**
 * The borrower's language (docs/decisions/0038): English or Filipino. The page query `lang` wins,
 * then the borrower's saved choice, then the browser's `Accept-Language`; English otherwise.
 */
export const LOCALES = ['en', 'fil'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The page query parameter that picks the language (`?lang=fil`). */
export const LANG_QUERY_KEY = 'lang';

/**
 * The header the app's own calls carry with the page's language, so an answer's texts match the
 * page they are shown on; the server ranks it with the page query.
 */
export const LANG_HEADER = 'x-lang';

/** `en`, `fil` (also `tl`, `fil-PH`, `en-US`...) as a locale; undefined for anything else. */
export function localeOf(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (primary === 'en') return 'en';
  if (primary === 'fil' || primary === 'tl') return 'fil';
  return undefined;
}

/** The first language of an `Accept-Language` header we speak, by its q weights. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOf(entry.tag);
    if (locale) return locale;
  }
  return undefined;
}

export interface LocaleSources {
  /** The page query's `lang` (or the app's `x-lang` header, which carries it). */
  query?: unknown;
  /** The borrower's saved choice. */
  saved?: unknown;
  acceptLanguage?: string | undefined;
}

/** The language to answer in: query, then saved choice, then Accept-Language, then English. */
export function chooseLocale(sources: LocaleSources): Locale {
  return (
    localeOf(sources.query) ??
    localeOf(sources.saved) ??
    localeFromAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
