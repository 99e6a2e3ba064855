import {
  BUSINESS_CODE,
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  devSms,
  devSmsOutbox,
  endpoints,
} from '@loan/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ROUTES, expect, test, waitForApp } from '../support/fixtures.ts';
import { E2E_OPS_TOKEN } from '../support/ops-cli.ts';

/**
 * Has a sign-in code texted to the demo borrower and reads it from the development SMS route.
 * Other tests log the demo borrower in too: inside the resend gap this waits it out.
 */
async function demoBorrowerCode(request: APIRequestContext): Promise<string> {
  const ask = async () =>
    (await request.post(endpoints.loginCode.path, { data: { phone: DEMO_BORROWER_PHONE } })).json();
  let sent = await ask();
  if (sent.code === BUSINESS_CODE.loginCodeTooSoon) {
    const seconds = Number(/(\d+) s/.exec(sent.message)?.[1] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    sent = await ask();
  }
  expect(sent.code).toBe(0);
  const sms = await request.get(`${devSms.path}?phone=${DEMO_BORROWER_PHONE}`);
  return ((await sms.json()).data as { code: string }).code;
}

async function signInAsDemoBorrower(page: Page): Promise<void> {
  await waitForApp(page);
  const code = await demoBorrowerCode(page.request);
  // As a phone autofills it: the number is read whole, then shown in its stored form.
  await page.getByLabel('Mobile number').fill('+63 917 123 4567');
  await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO_BORROWER_PHONE);
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Nothing wider than the screen: no sideways scrolling, no title cut off. */
async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const cut = [...document.querySelectorAll('h1, h2, h3')].filter(
      (heading) => heading.scrollWidth > heading.clientWidth,
    );
    return { wide: root.scrollWidth > root.clientWidth, cut: cut.map((h) => h.textContent) };
  });
  expect(overflow).toEqual({ wide: false, cut: [] });
}

const OPS_HEADERS = { authorization: `Bearer ${E2E_OPS_TOKEN}` };

/** The operations API's clock, moved on to 09:00 in Manila when it is outside 08:00-20:00 there. */
async function intoSendingHours(request: APIRequestContext): Promise<void> {
  const headers = OPS_HEADERS;
  const shown = await request.get('/api/ops/clock', { headers });
  const now = new Date(((await shown.json()).data as { now: string }).now);
  const hour = (now.getUTCHours() + 8) % 24;
  if (hour >= 8 && hour < 20) return;
  const moved = await request.post('/api/ops/clock/advance', {
    headers,
    data: { days: 0, hours: (9 - hour + 24) % 24 },
  });
  expect(moved.ok()).toBe(true);
}

/** Pays ₱100 of the due demo loan at the sandbox checkout; then its receipt message and SMS. */
async function payAndFindTheReceipt(
  page: Page,
  openAsBorrower: (path: string, query?: Record<string, string>) => Promise<void>,
): Promise<void> {
  await openAsBorrower(APP_ROUTES.repayment, {
    productId: DEMO_PRODUCT_ID,
    orderId: DEMO_ORDER_IDS.due,
  });
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.getByLabel('Pay part:').fill('100.00');
  await page.getByRole('button', { name: 'Pay part' }).click();
  await expect(page.getByText(/The lender accepted the payment/)).toBeVisible();

  await openAsBorrower(APP_ROUTES.myLoans);
  const newest = page.getByRole('link', { name: /Receipt OR-\d{6}/ }).first();
  const receiptNo = /OR-\d{6}/.exec(await newest.innerText())?.[0] ?? '';
  expect(receiptNo).not.toBe('');
  const messages = page.locator('#messages');
  const message = messages
    .getByRole('article')
    .filter({ hasText: `Official receipt ${receiptNo}` });
  await expect(message.getByRole('heading', { name: /Payment received/ })).toBeVisible();
  await expect(message).toContainText(`We received ₱100.00 for loan ${DEMO_ORDER_IDS.due}`);
  await expect(message).toContainText(/You still owe ₱[\d,]+\.\d{2}/);

  const outbox = await page.request.get(`${devSmsOutbox.path}?phone=${DEMO_BORROWER_PHONE}`);
  const texts = ((await outbox.json()).data as { messages: { text: string }[] }).messages;
  expect(texts.some((sms) => sms.text.includes(`Official receipt ${receiptNo}`))).toBe(true);
}

test.describe('My loans', () => {
  test.setTimeout(120_000);

  test('a borrower signs in from the public home in a plain browser, lands on My loans and repays', async ({
    page,
  }) => {
    await page.goto(APP_ROUTES.home);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.signIn}$`));
    await signInAsDemoBorrower(page);

    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.myLoans}\\?sessionid=[\\w-]{20,}$`));
    await expect(page.getByRole('heading', { name: 'My loans', level: 1 })).toBeVisible();
    const current = page.getByRole('region', { name: 'Your loan now' });
    await expect(current.getByText('Next due date')).toBeVisible();
    await expect(current.getByText(/^₱[\d,]+\.\d{2}$/).first()).toBeVisible();
    await expect(page.getByText('All my loans')).toBeVisible();
    await expect(page.getByText('Payments and receipts')).toBeVisible();
    await expect(page.getByText('Money is sent to')).toBeVisible();
    await waitForApp(page);
    await expectNoOverflow(page);

    await current.getByRole('link', { name: 'Repay' }).click();
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repayment}\\?`));
    await expect(page.getByRole('heading', { name: 'Repayment', level: 1 })).toBeVisible();
    await expect(page.getByText('Amount due').first()).toBeVisible();
  });

  test('an ended session is sent to sign in with the reason, and back to My loans', async ({
    page,
  }) => {
    // A borrower of this run alone: no resend gap shared with other tests.
    const phone = `0918${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await page.goto(`${APP_ROUTES.myLoans}?sessionid=ended-session-0123456789`);
    await expect(page).toHaveURL(/\/signIn\?redirect=%2FmyLoans&reason=expired$/);
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    await waitForApp(page);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
    const sms = await page.request.get(`${devSms.path}?phone=${phone}`);
    await page.getByLabel('SMS code').fill(((await sms.json()).data as { code: string }).code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.myLoans}\\?sessionid=[\\w-]{20,}$`));
    await expect(page.getByText('You have no loan to repay.')).toBeVisible();
  });

  test('a borrower pays part of the due loan and finds the receipt message on My loans and by SMS', async ({
    page,
    openAsBorrower,
  }) => {
    // SMS go out from 08:00 to 20:00 in Manila: the clock is moved there, and back at the end.
    await intoSendingHours(page.request);
    try {
      await payAndFindTheReceipt(page, openAsBorrower);
    } finally {
      await page.request.post('/api/ops/clock/reset', { headers: OPS_HEADERS });
    }
  });

  for (const width of [320, 390]) {
    test(`My loans, sign-in and the public home fit a ${width} px screen`, async ({
      page,
      demoSession,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        `${APP_ROUTES.myLoans}?sessionid=${demoSession}`,
        APP_ROUTES.signIn,
        APP_ROUTES.home,
      ]) {
        await page.goto(path);
        // The public home is a prerendered page: no app runs in it.
        if (path !== APP_ROUTES.home) await waitForApp(page);
        await expectNoOverflow(page);
      }
    });
  }
});

test.describe('My loans without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('arrives rendered with its figures, and Repay is a link that works before the app', async ({
    page,
    demoSession,
  }) => {
    await page.goto(`${APP_ROUTES.myLoans}?sessionid=${demoSession}`);
    const current = page.getByRole('region', { name: 'Your loan now' });
    await expect(current.getByText('Next due date')).toBeVisible();
    await expect(current.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await current.getByRole('link', { name: 'Repay' }).click();
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repayment}\\?`));
    await expect(page.getByRole('heading', { name: 'Repayment', level: 1 })).toBeVisible();
  });
});
