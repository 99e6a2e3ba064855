import {
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  devSms,
  endpoints,
  TAP_PENDING_STYLE_ID,
} from '@loan/contract';
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { fillProfile } from '../support/applicant-profile.ts';
import {
  APP_ROUTES,
  expect,
  logInDemoBorrower,
  newBorrowerPhone,
  test,
} from '../support/fixtures.ts';

import { E2E_OPS_TOKEN } from '../support/ops-cli.ts';

/** How a control held before the app is live looks. */
const PRESSED = 'brightness(0.92)';
const overdue = { productId: '1002', orderId: DEMO_ORDER_IDS.overdue };

let throttled: CDPSession | null = null;

/**
 * A slow phone (a quarter of the CPU, Slow 4G), and the app's scripts held back until the test
 * lets them go: the screen shows, and stays without its app for as long as the test needs.
 */
async function slowPhoneWithScriptsHeld(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  throttled = cdp;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens an app route as the demo borrower and waits for its first contentful paint only. */
async function openUntilPainted(page: Page, session: string, path: string, query = {}) {
  const search = new URLSearchParams({ sessionid: session, ...query });
  await page.goto(`${path}?${search}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
}

function ops(request: APIRequestContext, path: string, data: object = {}) {
  return request.post(`/api/ops/${path}`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data,
  });
}

/**
 * Moves the server's clock on and signs the demo borrower in then (the move ends an idle
 * session). A login code refused for one sent a moment ago on an earlier run's clock is asked
 * for again a day later.
 */
async function moveClockAndSignIn(request: APIRequestContext, days: number): Promise<string> {
  expect((await ops(request, 'clock/advance', { days })).ok()).toBe(true);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const sent = await request.post(endpoints.loginCode.path, {
      data: { phone: DEMO_BORROWER_PHONE },
    });
    if ((await sent.json()).code === 0) break;
    expect((await ops(request, 'clock/advance', { days: 1 })).ok()).toBe(true);
  }
  const sms = await request.get(`${devSms.path}?phone=${DEMO_BORROWER_PHONE}`);
  const { code } = (await sms.json()).data as { code: string };
  const login = await request.post(endpoints.login.path, {
    data: { phone: DEMO_BORROWER_PHONE, code },
  });
  const body = await login.json();
  expect(body.code).toBe(0);
  return body.data.sessionid as string;
}

/** Counts the calls of one API path the page makes from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

/** Taps a control twice before the app is live: it shows pressed, and nothing happens yet. */
async function tapTwiceEarly(page: Page, control: Locator): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  await control.tap();
  await control.tap();
  await expect(control).toHaveCSS('filter', PRESSED);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
}

test.describe('taps made before the app is live', () => {
  // Full speed again for the checks that follow every test (the accessibility scan).
  test.afterEach(async () => {
    await throttled?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await throttled
      ?.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      .catch(() => undefined);
    throttled = null;
  });

  test('Payment: one pay code, then the checkout', async ({ page, request }) => {
    // The overdue order owes something whatever earlier tests paid: a month on, its next
    // instalment is late too.
    const session = await moveClockAndSignIn(request, 30);
    try {
      const release = await slowPhoneWithScriptsHeld(page);
      const payCodes = countCalls(page, endpoints.generateVcode.path);
      await openUntilPainted(page, session, APP_ROUTES.repayment, overdue);
      const payment = page.getByRole('button', { name: 'Payment', exact: true });
      await tapTwiceEarly(page, payment);
      expect(payCodes()).toBe(0);

      release();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//, { timeout: 20_000 });
      expect(payCodes()).toBe(1);
    } finally {
      await ops(request, 'clock/reset');
    }
  });

  test('more: the detail unfolds, once', async ({ page, demoSession }) => {
    const release = await slowPhoneWithScriptsHeld(page);
    await openUntilPainted(page, demoSession, APP_ROUTES.repayment, overdue);
    const more = page.getByRole('button', { name: 'more', exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await tapTwiceEarly(page, more);
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    release();
    const hide = page.getByRole('button', { name: 'hide', exact: true });
    await expect(hide).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.locator(`#${TAP_PENDING_STYLE_ID}`)).toHaveCount(0);
    await expect(hide).not.toHaveCSS('filter', PRESSED);
    // Folded again by a tap of the live screen: the held tap did not act a second time.
    await hide.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('customer service: Complaint / Feedback opens the complaint page once', async ({
    page,
    demoSession,
  }) => {
    const release = await slowPhoneWithScriptsHeld(page);
    await openUntilPainted(page, demoSession, APP_ROUTES.customerService);
    await tapTwiceEarly(page, page.getByRole('button', { name: 'Complaint / Feedback' }));
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.customerService}\\?`));

    release();
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.complaint}\\?.*sessionid=`), {
      timeout: 20_000,
    });
    // One step into the app's history, not two.
    expect(await page.evaluate(() => (history.state as { idx?: number } | null)?.idx)).toBe(1);
  });

  test('complaint Send: the text typed and one complaint sent', async ({ page, demoSession }) => {
    const release = await slowPhoneWithScriptsHeld(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === endpoints.problemSave.path) {
        saves.push(request.postData() ?? '');
      }
    });
    await openUntilPainted(page, demoSession, APP_ROUTES.complaintForm, {
      problemType: '5',
      problemSonType: '0',
      orderNo: DEMO_ORDER_IDS.settled,
    });
    const words = 'The app showed my payment late.';
    await page.getByLabel('Description').fill(words);
    await tapTwiceEarly(page, page.getByRole('button', { name: 'Send', exact: true }));
    expect(saves).toHaveLength(0);

    release();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible({
      timeout: 20_000,
    });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toContain(words);
  });

  test('Loan Now: one push, then the order page', async ({ page }) => {
    // A new borrower (the demo one has an overdue loan, which keeps Loan Now off), on a product
    // without a first-loan agreement popup in front of the button.
    const session = await logInDemoBorrower(page.request, newBorrowerPhone());
    await fillProfile(page.request, session);
    const release = await slowPhoneWithScriptsHeld(page);
    const pushes = countCalls(page, endpoints.loanDetailPush.path);
    await openUntilPainted(page, session, APP_ROUTES.confirmLoan, { productId: '1002' });
    await tapTwiceEarly(page, page.getByRole('button', { name: 'Loan Now' }));
    expect(pushes()).toBe(0);

    release();
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?.*from=confirm`), {
      timeout: 20_000,
    });
    expect(pushes()).toBe(1);
  });
});
