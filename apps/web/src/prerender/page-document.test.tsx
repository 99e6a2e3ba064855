import { brandSlotToken, brandSlotTokens } from '@loan/contract';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicPages } from '@/features/public-site/public-pages.ts';
import { BrandTextsProvider, brandTextsOf } from '@/lib/brand/brand-texts.tsx';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { loadLocaleTexts } from '@/lib/i18n/catalogue.ts';
import { setLocale } from '@/lib/i18n/locale.ts';
import { pageDocument } from './page-document.ts';

function prerender(Component: ComponentType): string {
  return renderToStaticMarkup(
    <BrandTextsProvider value={brandSlotTokens()}>
      <Component />
    </BrandTextsProvider>,
  );
}

describe('prerendered public pages', () => {
  it('carry slot tokens where brand values go, never a built-in brand', () => {
    for (const page of publicPages) {
      const html = prerender(page.Component);
      expect(html).toContain(brandSlotToken('companyName'));
      expect(html).toContain(brandSlotToken('companyEmail'));
      expect(html).not.toContain(DEFAULT_BRAND_CONFIG.companyName);
      expect(html).not.toContain(DEFAULT_BRAND_CONFIG.companyEmail);
    }
  });

  it('write amounts with the currency sign slot, and every page has its content', () => {
    const byPath = Object.fromEntries(publicPages.map((p) => [p.path, prerender(p.Component)]));
    expect(byPath['/Loan']).toContain(`${brandSlotToken('currencySign')}1,000.00`);
    expect(byPath['/Loan']).toContain('from 91 to 365 calendar days');
    expect(byPath['/About']).toContain('Our mission');
    expect(byPath['/Policy']).toContain(`src="${brandSlotToken('privacyPolicyUrl')}"`);
    expect(byPath['/']).toContain('data-carousel');
    expect(byPath['/']).toContain('data-contact-form');
  });

  it('is a complete document with the CSS inline and the script only where asked', () => {
    const html = pageDocument({
      title: 'A & B',
      lang: 'fil-PH',
      css: 'a{color:red}</style><script>',
      body: '<p>Hi</p>',
      inlineScripts: ['startCarousel()'],
    });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<html lang="fil-PH"');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('<script>startCarousel()</script></body>');
    expect(html).toContain(`--brand-heading-color:${brandSlotToken('headingColor')}`);
    expect(
      pageDocument({ title: 't', lang: 'en', css: '', body: '', inlineScripts: [] }),
    ).not.toContain('<script');
  });

  it('are prerendered in Filipino too, each legal text with its Filipino summary beside it', async () => {
    await loadLocaleTexts('fil');
    setLocale('fil');
    try {
      const byPath = Object.fromEntries(publicPages.map((p) => [p.path, prerender(p.Component)]));
      expect(byPath['/']).toContain('Pera kapag kailangan mo, diretso sa account mo');
      expect(byPath['/']).toContain('Pakikumpleto ang impormasyon!');
      expect(byPath['/About']).toContain('Ang aming misyon');
      expect(byPath['/About']).toContain(brandSlotToken('companyName'));
      for (const path of ['/Loan', '/Policy']) {
        expect(byPath[path]).toContain('Buod sa Filipino');
        expect(byPath[path]).toContain(brandSlotToken('companyEmail'));
      }
      // The loan terms stay as the lender wrote them, below the summary.
      expect(byPath['/Loan']).toContain('from 91 to 365 calendar days');
      expect(byPath['/Loan']).toContain(
        `${brandSlotToken('currencySign')}1,000.00 (bagong client)`,
      );
      expect(byPath['/Loan']!.indexOf('Buod sa Filipino')).toBeLessThan(
        byPath['/Loan']!.indexOf('1. Introduction'),
      );
    } finally {
      setLocale('en');
    }
    expect(prerender(publicPages[2]!.Component)).not.toContain('Buod sa Filipino');
  });

  it('the app shows the same values the server fills in, the currency sign included', () => {
    expect(brandTextsOf({ ...DEFAULT_BRAND_CONFIG, currencyParameter: 1 }).currencySign).toBe('₹');
    expect(brandTextsOf({ ...DEFAULT_BRAND_CONFIG, currencyParameter: 0 }).currencySign).toBe('₱');
  });
});
