import { LANG_QUERY_KEY, LOCALES, type Locale } from '@loan/contract';
import { getLocale, localeTag } from '@/lib/i18n/locale.ts';
import { publicSiteMessages } from '../messages.ts';
import styles from './site-layout.module.css';

/** Each language in its own words: a reader finds theirs whatever the page's language. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

/**
 * English or Filipino for the public pages: plain links to this page in the other language (a
 * query-only address keeps the path), so it works before any script and on a prerendered page.
 */
export function SiteLanguageSwitch() {
  const current = getLocale();
  return (
    <nav className={styles.languages} aria-label={publicSiteMessages.languageLabel}>
      {LOCALES.map((lang) => (
        <a
          key={lang}
          href={`?${LANG_QUERY_KEY}=${lang}`}
          hrefLang={localeTag(lang)}
          lang={localeTag(lang)}
          aria-current={lang === current ? 'true' : undefined}
        >
          {LANGUAGE_NAMES[lang]}
        </a>
      ))}
    </nav>
  );
}
