import { APP_ROUTES, MINIMUM_AGE } from '@loan/contract';
import { wholeWords } from '@/components/whole-words.tsx';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { usePageTitle } from '@/lib/page-title.ts';
import type { Screen } from '@/lib/screen.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { siteHref } from '../components/site-href.ts';
import { SiteLayout } from '../components/site-layout.tsx';
import { publicSiteMessages } from '../messages.ts';
import { publicPageTitles } from './page-titles.ts';
import styles from './public-page.module.css';

const text = publicSiteMessages;

/** The public home page `/` (spec 1 §2): one page of sections the top navigation scrolls to. */
export function HomeRoute() {
  const brand = useBrandTexts();
  usePageTitle(publicPageTitles.home(brand));
  return (
    <SiteLayout onHome>
      <section id="home" className={`${styles.section} ${styles.hero}`}>
        <h1>{text.heroTitle}</h1>
        <p>{text.heroText}</p>
        <p className={styles.actions}>
          <a className={styles.primaryAction} href={siteHref(APP_ROUTES.downloadTemplate)}>
            {wholeWords(text.apply)}
          </a>
          <a className={styles.secondaryAction} href={siteHref(APP_ROUTES.signIn)}>
            {wholeWords(text.signIn)}
          </a>
        </p>
        <p className={styles.signInHint}>{text.signInHint}</p>
        <p className={styles.age}>{text.minimumAge(MINIMUM_AGE)}</p>
        <BannerCarousel />
      </section>
      <section id="about" className={styles.section}>
        <h2>{text.nav.about}</h2>
        <p>{text.aboutSummary}</p>
        <a href={siteHref(APP_ROUTES.about)}>{text.readAbout}</a>
      </section>
      <section id="privacy" className={styles.section}>
        <h2>{text.nav.privacy}</h2>
        <p>{text.privacySummary}</p>
        <a href={siteHref(APP_ROUTES.policy)}>{text.readPrivacy}</a>
      </section>
      <section id="loan-terms" className={styles.section}>
        <h2>{text.nav.loanTerms}</h2>
        <p>{text.loanTermsSummary}</p>
        <ul>
          {text.loanFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <a href={siteHref(APP_ROUTES.loan)}>{text.readLoanTerms}</a>
      </section>
      <section id="contact" className={styles.section}>
        <h2>{text.nav.contact}</h2>
        <p>
          {text.contactIntro} <a href={brand.companyPhoneHref}>{brand.companyPhone}</a>{' '}
          {text.contactIntroOr} <a href={`mailto:${brand.companyEmail}`}>{brand.companyEmail}</a>.
        </p>
        <ContactForm />
      </section>
    </SiteLayout>
  );
}

export const screen: Screen = { Component: HomeRoute };
