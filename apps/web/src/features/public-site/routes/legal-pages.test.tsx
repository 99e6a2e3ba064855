import { APP_ROUTES, OWN_PRIVACY_FRAME_URL } from '@loan/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { AppRouter } from '@/app/router.tsx';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { loadLocaleTexts } from '@/lib/i18n/catalogue.ts';
import { setLocale } from '@/lib/i18n/locale.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { openPage } from '@/testing/render.tsx';

const brand = {
  ...DEFAULT_BRAND_CONFIG,
  appNameEn: 'Acme Cash',
  companyName: 'Acme Lending Corporation',
  companyEmail: 'hello@acme.test',
  companyPhone: '+63 2 8123 4567',
  companyAddress: '1 Ayala Avenue, Makati City',
  privacyPolicyUrl: 'https://acme.test/privacy',
};

async function renderPage(path: string, overrides: Partial<typeof brand> = {}) {
  setBrandConfig({ ...brand, ...overrides });
  openPage(path);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AppRouter />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return document.body.textContent ?? '';
}

/** Every loan terms figure of spec 2 §9 as the text states it. */
const LOAN_TERMS_FIGURES = [
  'from 91 to 365 calendar days',
  'decision within 1 day of receiving',
  'within 1 to 3 calendar days',
  'at least 50% of the Loan Term has elapsed',
  'no earlier than 7 days after the Release',
  '₱1,000.00 for new clients',
  '₱800.00 for repeat clients',
  '5% of the unpaid amount per day, from day 1 to day 30 of the Default',
  '4% of the unpaid amount per day, from day 31 to day 90 of the Default',
  '2% of the unpaid amount per day, from day 91 of the Default onwards',
  'within 3 calendar days of the change',
  'within 10 days of the judgment',
  'at least 7 business days in advance',
  'for the same period as the original Loan Term',
  'all interest and penalties accrued',
  'is a Filipino citizen',
  'is over 18 years of age',
  'has a permanent address in the Philippines',
];

const DEFINED_TERMS = [
  '"Lender" means',
  '"Borrower" means',
  '"Loan Term" means',
  '"Default" means',
];

const BRAND_VALUES = [
  'Acme Lending Corporation',
  'hello@acme.test',
  '+63 2 8123 4567',
  '1 Ayala Avenue, Makati City',
];

describe('loan terms and conditions', () => {
  it.each([APP_ROUTES.loan, APP_ROUTES.loanTerms])(
    '%s states every figure, the defined terms and the lender',
    async (path) => {
      const text = await renderPage(path);
      for (const expected of [...LOAN_TERMS_FIGURES, ...DEFINED_TERMS, ...BRAND_VALUES]) {
        expect(text).toContain(expected);
      }
      expect(document.title).toBe('Loan terms and conditions');
    },
  );

  it('shows amounts with the rupee sign when the currency parameter is 1', async () => {
    const text = await renderPage(APP_ROUTES.loan, { currencyParameter: 1 });
    expect(text).toContain('₹1,000.00 for new clients');
    expect(text).not.toContain('₱');
  });
});

describe('for a Filipino reader', () => {
  beforeAll(() => loadLocaleTexts('fil'));
  beforeEach(() => setLocale('fil'));
  afterEach(() => setLocale('en'));

  it.each([
    [APP_ROUTES.loanTerms, '₱1,000.00 (bagong client)', '₱1,000.00 for new clients'],
    [APP_ROUTES.privacyPolicy, 'sa hello@acme.test', 'personal information controller'],
  ])(
    '%s shows a plain Filipino summary above the legal text, which stays as written',
    async (path, summarised, legal) => {
      const text = await renderPage(path);
      const summary = screen.getByRole('complementary', { name: 'Buod sa Filipino' });
      expect(summary).toHaveTextContent(summarised);
      expect(summary).toHaveTextContent(/ang siyang masusunod/);
      expect(text).toContain(legal);
      expect(text.indexOf('Buod sa Filipino')).toBeLessThan(text.indexOf(legal));
    },
  );

  it('an English reader gets the legal text without a summary', async () => {
    setLocale('en');
    await renderPage(APP_ROUTES.loanTerms);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('about us', () => {
  it.each([APP_ROUTES.about, APP_ROUTES.aboutUs])(
    '%s shows mission, advantages, team and the customer service e-mail',
    async (path) => {
      await renderPage(path);
      for (const heading of ['Our mission', 'Why borrowers choose us', 'Our team']) {
        expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      }
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
        'href',
        'mailto:hello@acme.test',
      );
    },
  );
});

describe('privacy policy', () => {
  it('the in-app page covers every topic of the spec', async () => {
    const text = await renderPage(APP_ROUTES.privacyPolicy);
    for (const heading of [
      /who we are/i,
      /information we collect/i,
      /disclosure/i,
      /cookies/i,
      /device information/i,
      /minors/i,
      /password/i,
      /opting out/i,
      /grievance officer/i,
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const value of BRAND_VALUES) expect(text).toContain(value);
    expect(document.title).toBe('Privacy policy');
  });

  it('the public Policy page frames the brand privacy page in a sandbox', async () => {
    await renderPage(APP_ROUTES.policy);
    const frame = screen.getByTitle('Privacy policy');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://acme.test/privacy');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  });

  it('frames the app privacy page when the brand URL is not http(s)', async () => {
    await renderPage(APP_ROUTES.policy, { privacyPolicyUrl: 'javascript:alert(1)' });
    expect(screen.getByTitle('Privacy policy')).toHaveAttribute('src', OWN_PRIVACY_FRAME_URL);
  });

  it('framed, our own privacy page is the text alone: no back chevron, no second title', async () => {
    setBrandConfig(brand);
    openPage(OWN_PRIVACY_FRAME_URL);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AppRouter />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: /who we are/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
