import { APP_ROUTES, DEFAULT_LOCALE, LANG_QUERY_KEY } from '@loan/contract';
import { Page } from '@/components/page.tsx';
import { getBrandConfig } from '@/lib/brand/config.ts';
import { getLocale } from '@/lib/i18n/locale.ts';
import { isMessengerBrowser } from '@/lib/messenger.ts';
import { safeUrl } from '@/lib/safe-url.ts';
import type { Screen } from '@/lib/screen.ts';
import { clientType } from '../lib/landing-query.ts';
import { registrationMessages } from '../messages.ts';
import styles from './template-page.module.css';

const text = registrationMessages;

/**
 * The download page (`#/downloadTemplate`): every store the brand has configured, the one of the
 * visitor's phone first (a phone may be either, and a desktop browser neither).
 */
export function DownloadTemplateRoute() {
  const brand = getBrandConfig();
  const inBrowser = typeof navigator !== 'undefined';
  const platform = inBrowser ? clientType() : null;
  const stores = [
    {
      platform: 'android',
      url: safeUrl(brand.androidAppUrl, { allowedHosts: hostsOf(brand.androidAppUrl) }),
      label: text.downloadAndroid,
    },
    {
      platform: 'ios',
      url: safeUrl(brand.iosAppUrl, { allowedHosts: hostsOf(brand.iosAppUrl) }),
      label: text.downloadIos,
    },
  ]
    .filter((store) => store.url)
    .sort((a, b) => Number(b.platform === platform) - Number(a.platform === platform));
  return (
    <Page title={text.downloadTitle}>
      <section className={styles.card}>
        <p className={styles.lead}>{text.downloadLead(brand.appNameEn)}</p>
        {inBrowser && isMessengerBrowser() ? (
          <p className={styles.hint}>{text.messengerHint}</p>
        ) : null}
        {stores.length > 1 ? <p className={styles.hint}>{text.downloadOther}</p> : null}
        {stores.map((store, index) => (
          <a
            key={store.platform}
            className={index === 0 ? styles.primary : styles.secondary}
            href={store.url ?? ''}
          >
            {store.label}
          </a>
        ))}
        <p className={styles.hint}>{text.webSignInHint}</p>
        <a className={styles.secondary} href={webSignInHref()}>
          {text.webSignIn}
        </a>
      </section>
    </Page>
  );
}

/** The browser sign-in, in the page's language: registered, the borrower can use the web app. */
function webSignInHref(): string {
  const locale = getLocale();
  return locale === DEFAULT_LOCALE
    ? APP_ROUTES.signIn
    : `${APP_ROUTES.signIn}?${LANG_QUERY_KEY}=${locale}`;
}

/** The brand's own store links are trusted: the guard still refuses anything but http(s). */
function hostsOf(url: string): string[] {
  try {
    return [new URL(url).host];
  } catch {
    return [];
  }
}

// The platform is the visitor's browser's: rendered there.
export const screen: Screen = { Component: DownloadTemplateRoute, clientOnly: true };
