import { APP_ROUTES } from '@loan/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { publicSiteMessages } from '../messages.ts';
import './site.css';
import { SiteFooter } from './site-footer.tsx';
import { siteHref } from './site-href.ts';
import { SiteLanguageSwitch } from './site-language-switch.tsx';
import styles from './site-layout.module.css';

/** The home page's sections, in page order; the top navigation scrolls to each. */
const HOME_SECTIONS = [
  { id: 'home', label: 'home' },
  { id: 'about', label: 'about' },
  { id: 'privacy', label: 'privacy' },
  { id: 'loan-terms', label: 'loanTerms' },
  { id: 'contact', label: 'contact' },
] as const;

/**
 * Frame of the public pages: brand, the section navigation and the footer. Plain links: on the
 * home page they scroll to the section (no JavaScript needed), elsewhere they open it on home.
 */
export function SiteLayout({ onHome, children }: { onHome: boolean; children: ReactNode }) {
  const brand = useBrandTexts();
  const header = useStickyHeaderHeight();
  const nav = publicSiteMessages.nav;
  const sectionHref = (id: string) => (onHome ? `#${id}` : siteHref(APP_ROUTES.home, `#${id}`));
  return (
    <div className={styles.site} data-site="">
      <header ref={header} className={styles.header}>
        <div className={styles.top}>
          <a className={styles.brand} href={onHome ? '#home' : siteHref(APP_ROUTES.home)}>
            {brand.appName}
          </a>
          <SiteLanguageSwitch />
        </div>
        <nav className={styles.nav} aria-label={nav.label}>
          <ul>
            {HOME_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={sectionHref(section.id)}>{nav[section.label]}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}

/**
 * Keeps `--site-header-height` at the sticky header's height (its menu wraps differently with the
 * width and the language), so a section scrolled to starts below it. Before the script runs the
 * stylesheet's fallback covers the tallest header.
 */
function useStickyHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--site-header-height', `${Math.ceil(element.offsetHeight) + 8}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, []);
  return header;
}
