import {
  APP_ROUTES,
  CAPTCHA_IMAGE_PATH,
  DEMO_BORROWER_PHONE,
  devCaptcha,
  devSms,
  endpoints,
} from '@loan/contract';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures.ts';

// Phones of this run: the start time keeps runs apart on a reused server.
const RUN = Date.now();
const LANDING = `${APP_ROUTES.promotion}?id=1&app_from=fb&user_from=ad1&utm_tag=summer`;

/** A phone no other test uses. */
function newPhone(n: number): string {
  return `0919${String((RUN + n) % 10_000_000).padStart(7, '0')}`;
}

/** The phone as an autofill writes it: '+63 919 123 4567'. */
function asAutofilled(phone: string): string {
  return `+63 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
}

async function pictureAnswer(page: Page, sid: string): Promise<string> {
  const response = await page.request.get(`${devCaptcha.path}?sid=${encodeURIComponent(sid)}`);
  return ((await response.json()).data as { answer: string }).answer;
}

async function smsCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`${devSms.path}?phone=${phone}`);
  return ((await response.json()).data as { code: string }).code;
}

/** Opens the landing page; answers the sid it got. */
async function openLanding(page: Page): Promise<string> {
  const sid = page.waitForResponse((response) => response.url().includes(endpoints.getSid.path));
  // The picture's answer exists once the page has fetched the picture for its sid.
  const pictureShown = page.waitForResponse((r) => r.url().includes(CAPTCHA_IMAGE_PATH));
  await page.goto(LANDING);
  await waitForApp(page);
  const body = await (await sid).json();
  await pictureShown;
  await expect(page.locator('img[src*="get-captcha"]')).toBeVisible();
  return body.data.sid as string;
}

test.describe
  .serial('registration landing page', () => {
    test('registers a new visitor and sends them to the download page; the countdown blocks a resend', async ({
      page,
    }) => {
      await page.clock.install();
      const phone = newPhone(1);
      const sid = await openLanding(page);

      // The spec's validations come first.
      await page.getByRole('button', { name: 'Get code' }).click();
      await expect(page.getByText('Please enter a valid mobile number!')).toBeVisible();
      // Autofilled whole, international form: read before any length cut, shown as stored.
      await page.getByLabel('Mobile number').fill(asAutofilled(phone));
      await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
      await page.getByRole('button', { name: 'Get code' }).click();
      await expect(page.getByText('Please enter the picture code correctly!')).toBeVisible();

      await page.getByLabel('Picture code', { exact: true }).fill(await pictureAnswer(page, sid));
      await page.getByRole('button', { name: 'Get code' }).click();
      await expect(
        page.getByText('The code has been sent, please check your phone!'),
      ).toBeVisible();
      const countdown = page.getByRole('button', { name: /^\d+s$/ });
      await expect(countdown).toHaveText('60s');
      await page.clock.runFor(1000);
      await expect(countdown).toHaveText('59s');
      await expect(countdown).toBeDisabled();
      await page.clock.runFor(59_000);
      await expect(page.getByRole('button', { name: 'Get code' })).toBeEnabled();

      await page.getByLabel('SMS code').fill(await smsCode(page, phone));
      await page.getByRole('button', { name: 'Apply now' }).click();
      await expect(page).toHaveURL(
        /\/downloadTemplate\?app_from=fb&user_from=ad1&utm_tag=summer&id=1&links_id=1$/,
      );
      await expect(page.getByRole('heading', { name: 'Download the app', level: 1 })).toBeVisible();
    });

    test('the same phone again is told it is registered and goes to the download page', async ({
      page,
    }) => {
      const sid = await openLanding(page);
      await page.getByLabel('Mobile number').fill(newPhone(1));
      await page.getByLabel('Picture code', { exact: true }).fill(await pictureAnswer(page, sid));
      await page.getByRole('button', { name: 'Get code' }).click();
      await expect(
        page.getByText('You are already registered, please download the app and log in!'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/downloadTemplate\?/);
    });

    test('+63 917 123 4567 is the demo borrower’s 09171234567: told it is registered', async ({
      page,
    }) => {
      const sid = await openLanding(page);
      await page.getByLabel('Mobile number').fill('+63 917 123 4567');
      await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO_BORROWER_PHONE);
      await page.getByLabel('Picture code', { exact: true }).fill(await pictureAnswer(page, sid));
      await page.getByRole('button', { name: 'Get code' }).click();
      await expect(
        page.getByText('You are already registered, please download the app and log in!'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/downloadTemplate\?/);
    });

    test('a wrong picture code gets a new picture and the server’s message', async ({ page }) => {
      const sid = await openLanding(page);
      const before = await page.locator('img[src*="get-captcha"]').getAttribute('src');
      const answer = await pictureAnswer(page, sid);
      await page.getByLabel('Mobile number').fill(newPhone(2));
      await page
        .getByLabel('Picture code', { exact: true })
        .fill(answer === 'abcd' ? 'abce' : 'abcd');
      await page.getByRole('button', { name: 'Get code' }).click();
      await expect(page.getByText(/picture code is wrong/)).toBeVisible();
      await expect(page.locator('img[src*="get-captcha"]')).not.toHaveAttribute(
        'src',
        before ?? '',
      );
      await expect(page.getByLabel('Picture code', { exact: true })).toHaveValue('');
    });

    test('the spec’s hash route opens the download page', async ({ page }) => {
      await page.goto('/#/downloadTemplate?app_from=fb&user_from=&utm_tag=&id=1&down_id=9');
      await expect(page).toHaveURL(
        /\/downloadTemplate\?app_from=fb&user_from=&utm_tag=&id=1&down_id=9$/,
      );
      await expect(page.getByRole('heading', { name: 'Download the app', level: 1 })).toBeVisible();
    });
  });

test('a borrower whose session ended signs in in the browser and returns to the page', async ({
  page,
}) => {
  const phone = newPhone(3);
  await page.goto(`${APP_ROUTES.customerService}?sessionid=expired-session`);
  await expect(page).toHaveURL(/\/signIn\?redirect=%2FcustomerService/);
  await waitForApp(page);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await page.getByLabel('SMS code').fill(await smsCode(page, phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customerService\?sessionid=[\w-]{20,}$/);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: /@/ })).toBeVisible();
});

for (const width of [390, 320]) {
  test(`a message about the picture code leaves the form's fields in sight at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 640 });
    await openLanding(page);
    // A picture code too short: the message names the field, and hides none of them.
    await page.getByLabel('Mobile number').fill(newPhone(90 + width));
    await page.getByRole('button', { name: 'Get code' }).click();
    const toast = page.getByRole('status').filter({ hasText: /picture code/i });
    await expect(toast).toBeVisible();
    const shown = await toast.boundingBox();
    if (!shown) throw new Error('no message shown');
    for (const field of ['Mobile number', 'Picture code', 'SMS code']) {
      const box = await page.getByLabel(field, { exact: true }).boundingBox();
      if (!box) throw new Error(`${field} is not shown`);
      const apart = shown.y + shown.height <= box.y || box.y + box.height <= shown.y;
      expect(apart, `the message covers ${field}`).toBe(true);
    }
  });
}
