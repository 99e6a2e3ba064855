import { brandSlotToken, brandSlotTokens } from '@loan/contract';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicPages } from '@/features/public-site/public-pages.ts';
import { BrandTextsProvider, brandTextsOf } from '@/lib/brand/brand-texts.tsx';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
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
      css: 'a{color:red}</style><script>',
      body: '<p>Hi</p>',
      inlineScripts: ['startCarousel()'],
    });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('<script>startCarousel()</script></body>');
    expect(html).toContain(`--brand-heading-color:${brandSlotToken('headingColor')}`);
    expect(pageDocument({ title: 't', css: '', body: '', inlineScripts: [] })).not.toContain(
      '<script',
    );
  });

  it('the app shows the same values the server fills in, the currency sign included', () => {
    expect(brandTextsOf({ ...DEFAULT_BRAND_CONFIG, currencyParameter: 1 }).currencySign).toBe('₹');
    expect(brandTextsOf({ ...DEFAULT_BRAND_CONFIG, currencyParameter: 0 }).currencySign).toBe('₱');
  });
});
