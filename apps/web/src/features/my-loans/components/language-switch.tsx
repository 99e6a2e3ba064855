import { LANG_QUERY_KEY, LOCALES, type Locale } from '@loan/contract';
import { useState } from 'react';
import { getLocale } from '@/lib/i18n/locale.ts';
import { saveLanguage } from '../api/save-language.ts';
import { myLoansMessages } from '../messages.ts';
import styles from './my-loans.module.css';

/** Each language in its own words: a reader finds theirs whatever the page's language. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

/** The page again in `lang`: the query names it, so it wins over anything saved before. */
function addressIn(lang: Locale): string {
  const url = new URL(window.location.href);
  url.searchParams.set(LANG_QUERY_KEY, lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** English or Filipino: saved for the borrower, then the page opens again in it. */
export function LanguageSwitch() {
  const current = getLocale();
  const [failed, setFailed] = useState(false);
  async function choose(lang: Locale) {
    if (lang === current) return;
    // A refused save has told the borrower already (the call's toast).
    const result = await saveLanguage(lang).catch(() => null);
    if (!result) setFailed(true);
    else if (result.success) window.location.assign(addressIn(lang));
  }
  return (
    <fieldset className={styles.language}>
      <legend className={styles.languageLegend}>{myLoansMessages.language}</legend>
      <div className={styles.languageChoices}>
        {LOCALES.map((lang) => (
          <button
            key={lang}
            type="button"
            lang={lang === 'fil' ? 'fil-PH' : 'en'}
            aria-pressed={lang === current}
            className={styles.languageChoice}
            onClick={() => void choose(lang)}
          >
            {LANGUAGE_NAMES[lang]}
          </button>
        ))}
      </div>
      {failed ? (
        <p role="alert" className={styles.languageFailed}>
          {myLoansMessages.languageFailed}
        </p>
      ) : null}
    </fieldset>
  );
}
