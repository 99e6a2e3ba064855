import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import type { Page } from '@playwright/test';
import { fillProfile } from '../support/applicant-profile.ts';
import { englishLeft } from '../support/english-left.ts';
import { APP_ROUTES, expect, newBorrowerPhone, test, waitForApp } from '../support/fixtures.ts';
import { opsCli } from '../support/ops-cli.ts';

/**
 * What may stay English on a Filipino screen: names, and the texts the spec fixes or the lender
 * writes in English (decision 0038: legal texts stay as written, beside their Filipino summary).
 */
const ALLOWED = [
  // The brand, the product and the channels are names.
  /^PesoNow( Lending Corporation)?$/,
  /^PesoNow Flex$/,
  /^(GCash|Maya|7-Eleven)$/,
  /^© \d{4} PesoNow Lending Corporation/,
  // The law's name, as enacted.
  /Data Privacy Act of 2012/,
  // The company's registered address, and its registration as the SEC designates it.
  /^Unit 1801, Sample Tower/,
  /^SEC Registration No\. \S+ · Certificate of Authority No\. \S+$/,
];

/** Each Filipino screen: in Filipino, nothing English left, nothing wider than the phone. */
async function expectFilipino(page: Page, heading: string | RegExp, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
  expect(await englishLeft(page, ALLOWED), `English left on ${page.url()}`).toEqual([]);
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(wide, `nothing wider than the screen on ${page.url()}`).toBe(false);
  expect(await splitAmounts(page), `amounts split across lines on ${page.url()}`).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${width}-${shot}.png`), fullPage: true });
}

/** The peso amounts shown broken over two lines ("₱5,455.0" / "0"). */
function splitAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const match of (node.textContent ?? '').matchAll(/₱[\d,]+\.\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

/** How many lines a text takes where it is shown (a code split in two takes two). */
async function linesOf(page: Page, text: string): Promise<number> {
  return page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      // Boxes on one line share their vertical middle, give or take a few pixels.
      const middles = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => rect.top + rect.height / 2)
        .sort((a, b) => a - b);
      return middles.filter((middle, i) => i === 0 || middle - (middles[i - 1] ?? 0) > 6).length;
    });
}

const due = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.due };

/** Closes what an order page opens on arrival (Kind tips, the withdraw prompt), as a reader would. */
async function closeDialogs(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  while (await dialog.isVisible()) {
    await dialog
      .getByRole('button', { name: /^(Kumpirmahin|Kanselahin|Isara)$/ })
      .first()
      .click();
  }
}

for (const width of [390, 320]) {
  test.describe(`A Filipino borrower at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('stays in Filipino from the public home through sign-in, confirm and the order page', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const phone = newBorrowerPhone();

      // The public home in Filipino: its menu and its language switch.
      await page.goto(`${APP_ROUTES.home}?lang=fil`);
      await expectFilipino(page, /^Pera kapag kailangan mo/, 'home');
      const menu = page.getByRole('navigation', { name: 'Mga bahagi' });
      await expect(menu.getByRole('link', { name: 'Simula' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Kasunduan sa privacy' })).toBeVisible();
      // A section opened from the menu starts below the sticky header.
      await menu.getByRole('link', { name: 'Mga tuntunin ng loan' }).click();
      await expect(page).toHaveURL(/#loan-terms$/);
      await expect
        .poll(async () => {
          const header = await page.locator('header').first().boundingBox();
          const title = await page.locator('#loan-terms h2').boundingBox();
          return header && title ? title.y - (header.y + header.height) : -1;
        })
        .toBeGreaterThanOrEqual(0);
      const switcher = page.getByRole('navigation', { name: 'Wika' });
      await expect(switcher.getByRole('link', { name: 'Filipino' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // Signing in with a new number keeps the language.
      await page.getByRole('link', { name: 'Mag-sign in' }).first().click();
      await waitForApp(page);
      await expectFilipino(page, 'Mag-sign in', 'sign-in');
      await page.getByRole('textbox', { name: 'Numero ng mobile' }).fill(phone);
      await page.getByRole('button', { name: 'Kunin ang code' }).click();
      await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
      const sms = await (await page.request.get(`/api/dev/sms?phone=${phone}`)).json();
      await page.getByRole('textbox', { name: 'Code sa SMS' }).fill(sms.data.code);
      await page.getByRole('button', { name: 'Mag-sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.myLoans}\\?`));
      await waitForApp(page);
      await expectFilipino(page, 'Mga loan ko', 'my-loans');
      const sessionid = new URL(page.url()).searchParams.get('sessionid') ?? '';

      const bound = await page.request.post(
        `${endpoints.bindCardNew.path}?sessionid=${sessionid}`,
        {
          data: { cardType: '1', channelNumber: '90006', gcashNumber: phone },
        },
      );
      expect((await bound.json()).code).toBe(0);
      // Every application needs the applicant's profile (its screen in Filipino is the
      // applicant-profile spec's): filled through the API here.
      await fillProfile(page.request, sessionid);

      // Confirm, opened without `lang`: the saved choice speaks. Agree, Loan Now, the order page.
      await page.goto(
        `${APP_ROUTES.confirmLoan}?sessionid=${sessionid}&productId=${DEMO_PRODUCT_ID}`,
      );
      await waitForApp(page);
      const agree = page.getByRole('button', { name: 'Sumasang-ayon' });
      if (await agree.isVisible()) {
        expect(await linesOf(page, 'Sumasang-ayon')).toBe(1);
        await agree.click();
      }
      await expectFilipino(page, 'Kumpirmahin ang loan', 'confirm');
      await page.getByRole('button', { name: 'Mag-loan na' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?`));
      await waitForApp(page);
      await expectFilipino(page, 'Detalye ng Order', 'order-under-review');
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

      // Approved: the page says so in Filipino.
      await opsCli(String(baseURL), 'orders', 'approve', orderId);
      await page.reload();
      await waitForApp(page);
      // The withdraw prompt: its buttons' labels whole, inside the popup.
      const withdraw = page.getByRole('dialog').getByRole('button', { name: 'I-withdraw na' });
      await expect(withdraw).toBeVisible();
      expect(await linesOf(page, 'I-withdraw na')).toBe(1);
      const popup = await page.getByRole('dialog').boundingBox();
      const button = await withdraw.boundingBox();
      expect(
        button && popup && button.x >= popup.x && button.x + button.width <= popup.x + popup.width,
      ).toBe(true);
      expect(await englishLeft(page, ALLOWED), 'English left with the withdraw prompt').toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${width}-withdraw-prompt.png`) });
      await closeDialogs(page);
      await expectFilipino(page, 'Detalye ng Order', 'order-approved');
    });

    test('pays a due loan by a store code and reads the receipt, in Filipino throughout', async ({
      page,
      openAsBorrower,
    }) => {
      test.setTimeout(90_000);
      // Opened once in Filipino: every page after it carries the language (the demo borrower's
      // saved choice, shared by the run, is left alone).
      await openAsBorrower(APP_ROUTES.loanDetail, { ...due, lang: 'fil' });
      await waitForApp(page);
      await closeDialogs(page);
      await expectFilipino(page, 'Detalye ng Order', 'order-due');
      await page.getByRole('button', { name: 'MAGBAYAD', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repayment}\\?`));
      await expectFilipino(page, 'Bayad', 'repayment');

      // A store's pay code: the provider's page, then the app's code page with the session.
      await page.getByRole('button', { name: /^Paraan ng pagbayad/ }).click();
      await page.getByRole('radio', { name: '7-Eleven' }).click();
      await page.getByRole('button', { name: 'Magbayad', exact: true }).click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
      const checkout = page.url();
      const reference = decodeURIComponent(new URL(checkout).pathname.split('/').pop() ?? '');
      await page.getByRole('link', { name: 'Show this code in the app' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repaymentOfCode}\\?`));
      await waitForApp(page);
      await expectFilipino(page, 'Code sa pagbayad', 'pay-code');
      expect(await linesOf(page, reference), 'the code on one line').toBe(1);
      // Back to the order with the session it came with: no second sign-in.
      await page.getByRole('link', { name: 'Bumalik sa order ko' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?`));
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: 'Detalye ng Order', level: 1 })).toBeVisible();

      // A part paid at the store (the loan stays due for the specs after this one); its receipt.
      await page.goto(checkout);
      await page.getByLabel('Pay part:').fill('1.00');
      await page.getByRole('button', { name: 'Pay part' }).click();
      await expect(page.getByText(/The lender accepted the payment/)).toBeVisible();
      await openAsBorrower(APP_ROUTES.myLoans, { lang: 'fil' });
      await waitForApp(page);
      await expectFilipino(page, 'Mga loan ko', 'my-loans-paid');
      expect(await linesOf(page, due.orderId), 'the order number on one line').toBe(1);
      await page
        .getByRole('link', { name: /Resibo OR-/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repaymentReceipt}\\?`));
      await waitForApp(page);
      await expectFilipino(page, 'Resibo', 'receipt');
      const paidFor = page.locator('dt', { hasText: 'Bayad para sa' }).locator('+ dd');
      await expect(paidFor).toHaveText('Hulog sa loan');

      // Their data: consents readable, and erasure asks first (kept here: nothing is recorded).
      await openAsBorrower(APP_ROUTES.myData, { lang: 'fil' });
      await waitForApp(page);
      await expectFilipino(page, 'Ang data mo', 'my-data');
      await expect(page.getByText('Ang mga pinayagan mo')).toBeVisible();
      await page.getByRole('button', { name: 'Humiling na burahin' }).click();
      const asked = page.getByRole('dialog', { name: 'Burahin ang data mo?' });
      await expect(asked).toBeVisible();
      expect(await englishLeft(page, ALLOWED), 'English left in the erasure question').toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`${page.viewportSize()?.width}-erasure.png`),
      });
      await asked.getByRole('button', { name: 'Itago ang data ko' }).click();
      await expect(asked).toBeHidden();
    });
  });
}
