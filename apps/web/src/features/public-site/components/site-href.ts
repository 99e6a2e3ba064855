import { LANG_QUERY_KEY } from '@loan/contract';
import { getLocale } from '@/lib/i18n/locale.ts';

/**
 * A link of the public site that keeps the page's language: a reader who opened the Filipino page
 * (`?lang=fil`, no session to save the choice in) goes on in Filipino. English links stay plain.
 */
export function siteHref(path: string, hash = ''): string {
  const locale = getLocale();
  const query = locale === 'en' ? '' : `?${LANG_QUERY_KEY}=${locale}`;
  return `${path}${query}${hash}`;
}
