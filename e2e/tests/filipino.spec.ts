import { DEMO_PRODUCT_ID, endpoints, OFF_HOURS_CONSENT_WORDS } from '@loan/contract';
import type { Page } from '@playwright/test';
import { LOAN_WORDS } from '../../apps/server/src/modules/loan-details/loan-words.ts';
import * as jointLoginFailureFil from '../../apps/web/src/features/joint-login-failure/messages.fil.ts';
import { jointLoginFailureEnglish } from '../../apps/web/src/features/joint-login-failure/messages.ts';
import * as loanDetailFil from '../../apps/web/src/features/loan-details/messages.fil.ts';
import {
  loanDetailEnglish,
  offHoursConsentEnglish,
} from '../../apps/web/src/features/loan-details/messages.ts';
import * as myLoansFil from '../../apps/web/src/features/my-loans/messages.fil.ts';
import { myLoansEnglish } from '../../apps/web/src/features/my-loans/messages.ts';
import * as publicSiteFil from '../../apps/web/src/features/public-site/messages.fil.ts';
import { publicSiteEnglish } from '../../apps/web/src/features/public-site/messages.ts';
import * as repaymentFil from '../../apps/web/src/features/repayment/messages.fil.ts';
import { repaymentEnglish } from '../../apps/web/src/features/repayment/messages.ts';
import * as sharedFil from '../../apps/web/src/lib/messages.fil.ts';
import { english as sharedEnglish } from '../../apps/web/src/lib/messages.ts';
import { APP_ROUTES, expect, test, waitForApp } from '../support/fixtures.ts';

/** Every text of an English catalogue whose Filipino differs: none may show in Filipino mode. */
function englishOnly(en: unknown, fil: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof en === 'string') {
    if (en !== fil && en !== '') found.add(en);
  } else if (typeof en === 'object' && en !== null && typeof fil === 'object' && fil !== null) {
    for (const [key, value] of Object.entries(en)) {
      englishOnly(value, (fil as Record<string, unknown>)[key], found);
    }
  }
  return found;
}

const ENGLISH = [
  ...englishOnly(sharedEnglish, sharedFil.messages),
  ...englishOnly(myLoansEnglish, myLoansFil.myLoansMessages),
  ...englishOnly(loanDetailEnglish, loanDetailFil.loanDetailMessages),
  ...englishOnly(offHoursConsentEnglish, loanDetailFil.offHoursConsentMessages),
  ...englishOnly(OFF_HOURS_CONSENT_WORDS.en, OFF_HOURS_CONSENT_WORDS.fil),
  ...englishOnly(repaymentEnglish, repaymentFil.repaymentMessages),
  // The server's rows and status words on the order and repayment pages.
  ...englishOnly(LOAN_WORDS.en, LOAN_WORDS.fil),
  ...englishOnly(publicSiteEnglish, publicSiteFil.publicSiteMessages),
  ...englishOnly(jointLoginFailureEnglish, jointLoginFailureFil.jointLoginFailureMessages),
  // The demo partner products' texts, held in the database with their Filipino (migration 0038).
  ...['Apply', 'Open app', 'Closed', 'Loan amount', '0.08%/day', 'Up to 120 days'],
];

/** The Filipino summary beside a legal text, which itself stays in English as written. */
async function expectSummaryBeside(page: Page, legalText: string): Promise<void> {
  const summary = page.getByRole('complementary', { name: 'Buod sa Filipino' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('ang siyang masusunod');
  await expect(page.getByText(legalText, { exact: false }).first()).toBeAttached();
}

/** The English catalogue texts the page shows whole: as a text, a label or its title. */
async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const texts = new Set(english);
    const left = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim() ?? '';
      if (texts.has(text)) left.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (texts.has(value)) left.add(value);
      }
    }
    if (texts.has(document.title)) left.add(document.title);
    return [...left];
  }, ENGLISH);
}

/** In Filipino, whole, and nothing wider than the screen or cut off. */
async function expectFilipinoScreen(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
  expect(await englishLeft(page), `English left on ${page.url()}`).toEqual([]);
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const cut = [...document.querySelectorAll('h1, h2, h3, button')].filter(
      (element) => element.scrollWidth > element.clientWidth + 1,
    );
    return { wide: root.scrollWidth > root.clientWidth, cut: cut.map((e) => e.textContent) };
  });
  expect(overflow, `nothing cut off on ${page.url()}`).toEqual({ wide: false, cut: [] });
}

for (const width of [390, 320]) {
  test.describe(`Filipino at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test.afterEach(async ({ request, demoSession }) => {
      // The demo borrower is shared by the run: back to English for the next specs.
      const saved = await request.post(`${endpoints.languageSave.path}?sessionid=${demoSession}`, {
        data: { lang: 'en' },
      });
      expect((await saved.json()).code).toBe(0);
    });

    test('switched on My loans, the journey to the receipt is in Filipino', async ({
      page,
      openAsBorrower,
    }) => {
      await openAsBorrower(APP_ROUTES.myLoans);
      await expect(page.getByRole('heading', { name: 'My loans', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Filipino' }).click();
      await expect(page).toHaveURL(/[?&]lang=fil(&|$)/);
      await waitForApp(page);
      await expectFilipinoScreen(page, 'Mga loan ko');
      await expect(page.getByRole('button', { name: 'Filipino' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // The order page, with the dialog it opens on arrival.
      const current = page.getByRole('region', { name: 'Ang loan mo ngayon' });
      await current.getByRole('link', { name: 'Detalye ng order' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?`));
      // Kind tips opens on arrival, in Filipino too; closed, the page behind is.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await englishLeft(page), 'English left with the arrival dialog').toEqual([]);
      while (await dialog.isVisible()) {
        await dialog
          .getByRole('button', { name: /^(Kumpirmahin|Kanselahin|Isara)$/ })
          .first()
          .click();
      }
      await expectFilipinoScreen(page, 'Detalye ng Order');

      await page.getByRole('button', { name: 'Magbayad', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repayment}\\?`));
      await expectFilipinoScreen(page, 'Bayad');
      await page.getByRole('button', { name: 'iba pa' }).click();
      expect(await englishLeft(page)).toEqual([]);

      await page.getByRole('link', { name: 'Mga bayad at resibo' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repaymentHistory}\\?`));
      await expectFilipinoScreen(page, 'Mga bayad at resibo');

      // A later visit opens in the saved language, without the query.
      await openAsBorrower(APP_ROUTES.myLoans);
      await expectFilipinoScreen(page, 'Mga loan ko');
      await page
        .getByRole('link', { name: /Resibo OR-/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repaymentReceipt}\\?`));
      await expectFilipinoScreen(page, 'Resibo');

      // Texts held in the database: the payout form's fields.
      await openAsBorrower(APP_ROUTES.bindBank);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
      const kinds = page.getByRole('tablist', { name: 'Uri ng account' });
      await expect(kinds.getByRole('tab', { name: 'Account sa bangko' })).toBeVisible();
      await expect(page.getByText('Piliin ang e-wallet mo')).toBeVisible();
      await expect(
        page.getByText('Ang 11-digit na mobile number ng GCash account mo'),
      ).toBeVisible();
      await expect(page.getByText(/\*{4} \*{4} \*{4}/)).toHaveCount(0);

      // The partner products recommended after a failed partner login: their texts from the database.
      await openAsBorrower(APP_ROUTES.jointLoginFailure, { productId: DEMO_PRODUCT_ID });
      await expectFilipinoScreen(page, 'Hindi Natapos ang Application');
      const cashPartner = page.getByRole('button', { name: /CashPartner/ });
      await expect(cashPartner).toContainText('Mag-apply');
      await expect(cashPartner).toContainText('Hanggang 120 araw');

      // The legal pages in the app: the lender's text, a plain summary above it.
      await openAsBorrower(APP_ROUTES.loanTerms);
      await expectFilipinoScreen(page, 'Mga tuntunin ng loan');
      await expectSummaryBeside(page, 'for new clients');
      await openAsBorrower(APP_ROUTES.privacyPolicy);
      await expectFilipinoScreen(page, 'Patakaran sa privacy');
      await expectSummaryBeside(page, 'personal information controller');

      // The confirm page: the product's texts, and the agreement with its summary of the figures.
      await openAsBorrower(APP_ROUTES.confirmLoan, { productId: DEMO_PRODUCT_ID });
      await expect(page.getByText('Interes na 0.1% kada araw, service fee na 5%')).toBeVisible();
      await page.getByText('Loan Agreement', { exact: true }).click();
      const agreement = page.frameLocator('iframe');
      await expect(agreement.getByRole('heading', { name: 'Buod sa Filipino' })).toBeVisible();
      await expect(agreement.getByText(/kaya ₱[\d,.]+ ang matatanggap mo/)).toBeVisible();
      await expect(agreement.getByRole('heading', { name: 'Terms', exact: true })).toBeAttached();
    });

    test('the public site is in Filipino from its page query, links keeping it', async ({
      page,
    }) => {
      await page.goto('/?lang=fil');
      await expectFilipinoScreen(page, 'Pera kapag kailangan mo, diretso sa account mo');
      await page.getByRole('link', { name: 'Basahin ang buong tuntunin ng loan' }).click();
      await expect(page).toHaveURL(/\/Loan\?lang=fil$/);
      await expectFilipinoScreen(page, 'Mga tuntunin ng loan');
      await expectSummaryBeside(page, 'for new clients');
      await page.goto('/About?lang=fil');
      await expectFilipinoScreen(page, 'Tungkol sa amin');
      await page.goto('/Policy?lang=fil');
      await expectFilipinoScreen(page, 'Patakaran sa privacy');
      // The lender's privacy page, in its frame, with the Filipino summary beside it.
      await expect(page.getByRole('complementary', { name: 'Buod sa Filipino' })).toBeVisible();
      await expect(page.locator('iframe')).toBeAttached();
      // Without the query, an English browser gets the English site.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Cash when you need it, straight to your account',
      );
    });
  });
}
