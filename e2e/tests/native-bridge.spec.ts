import {
  CAPTCHA_IMAGE_PATH,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  devCaptcha,
  devSms,
  endpoints,
  SHOW_RATING,
} from '@loan/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ROUTES, DEMO_CONTACT, expect, test, waitForApp } from '../support/fixtures.ts';

/** The native shell's actions (DESIGN.md, bridge); the spec names them, the payloads are ours. */
const ACTIONS = [
  'navigate',
  'closeWebview',
  'navigateToPage',
  'goHome',
  'goMine',
  'goLogin',
  'callPhone',
  'goRate',
  'confirmTrackPoint',
  'startBank',
  'endBank',
] as const;
type Action = (typeof ACTIONS)[number];

interface NativeCall {
  action: Action;
  payload: unknown;
  /** Whether the call came from the page's top frame. */
  top: boolean;
}

type ShellKind = 'ios' | 'android';

/** The Android shell's JavaScript interface name (apps/web native-adapters.ts). */
const ANDROID_INTERFACE = 'AndroidBridge';

// Phones of this run: the start time keeps runs apart on a reused server.
const RUN = Date.now();
let phones = 0;
function newPhone(): string {
  phones += 1;
  return `0918${String((RUN + phones) % 10_000_000).padStart(7, '0')}`;
}

/**
 * Puts a native shell into every frame the page opens, as the webview would: iOS-shaped
 * (`webkit.messageHandlers.<action>.postMessage(payload)`) or Android-shaped (an interface object
 * whose methods take the payload as JSON). Each records what it receives, frame included.
 */
async function installShell(page: Page, kind: ShellKind): Promise<NativeCall[]> {
  const calls: NativeCall[] = [];
  await page.exposeBinding('recordNativeCall', (source, action: Action, payload: unknown) => {
    calls.push({ action, payload, top: source.frame === source.page.mainFrame() });
  });
  await page.addInitScript(
    ({ kind, actions, androidName }) => {
      const record = (window as unknown as Record<string, (a: string, p: unknown) => void>)
        .recordNativeCall as (a: string, p: unknown) => void;
      if (kind === 'ios') {
        const handlers = Object.fromEntries(
          actions.map((action) => [action, { postMessage: (p: unknown) => record(action, p) }]),
        );
        Object.assign(window, { webkit: { messageHandlers: handlers } });
      } else {
        const api = Object.fromEntries(
          actions.map((action) => [action, (json: string) => record(action, JSON.parse(json))]),
        );
        Object.assign(window, { [androidName]: api });
      }
    },
    { kind, actions: [...ACTIONS], androidName: ANDROID_INTERFACE },
  );
  return calls;
}

/** Waits for the shell to have received `action`; answers its payloads so far. */
async function received(calls: NativeCall[], action: Action): Promise<unknown[]> {
  await expect.poll(() => calls.filter((c) => c.action === action).length).toBeGreaterThan(0);
  return calls.filter((c) => c.action === action).map((c) => c.payload);
}

async function logInNewBorrower(request: APIRequestContext): Promise<string> {
  const phone = newPhone();
  const sent = await (await request.post(endpoints.loginCode.path, { data: { phone } })).json();
  expect(sent.code).toBe(0);
  const sms = await (await request.get(`${devSms.path}?phone=${phone}`)).json();
  const login = await request.post(endpoints.login.path, {
    data: { phone, code: sms.data.code },
  });
  return (await login.json()).data.sessionid as string;
}

/**
 * The settled demo order asks for a rating until it is rated once, and other specs meet that
 * dialog: each shell is given the order's answer as it is before any rating, and its rating is
 * answered here, for the order the page names, without recording it. The order page is reached
 * from My loans, so its answer is a call of its own. Answers the orders the ratings named.
 */
async function rateWithoutRecording(page: Page): Promise<string[]> {
  const rated: string[] = [];
  await page.route(`**${endpoints.loanDetails.path}?*`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.data) body.data.isScore = SHOW_RATING;
    await route.fulfill({ response, json: body });
  });
  await page.route(`**${endpoints.googleScore.path}?*`, async (route) => {
    rated.push(new URL(route.request().url()).searchParams.get('orderId') ?? '');
    await route.fulfill({ json: { code: 0, data: null, message: 'success' } });
  });
  return rated;
}

for (const kind of ['ios', 'android'] as const) {
  test.describe(`native bridge, ${kind} shell`, () => {
    test('binding: the bank session starts with the form and ends on success, then the webview closes', async ({
      page,
    }) => {
      const calls = await installShell(page, kind);
      const sessionid = await logInNewBorrower(page.request);
      await page.goto(`${APP_ROUTES.bindBank}?sessionid=${sessionid}&productId=${DEMO_PRODUCT_ID}`);
      await waitForApp(page);
      expect(await received(calls, 'startBank')).toEqual([{}]);
      await page.getByLabel('GCash number').fill('09175550123');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect
        .poll(() => calls.map((c) => c.action))
        .toEqual(['startBank', 'endBank', 'closeWebview']);
      expect(calls.map((c) => c.payload)).toEqual([{}, {}, {}]);
      // The shell closed the webview: the page itself went nowhere.
      expect(new URL(page.url()).pathname).toBe(APP_ROUTES.bindBank);
    });

    test('an expired session asks the shell to log in', async ({ page }) => {
      const calls = await installShell(page, kind);
      await page.goto(`${APP_ROUTES.customerService}?sessionid=expired-session`);
      await waitForApp(page);
      expect(await received(calls, 'goLogin')).toEqual([{}]);
      expect(new URL(page.url()).pathname).toBe(APP_ROUTES.customerService);
    });

    test('customer service: the telephone is called through the shell', async ({
      page,
      openAsBorrower,
    }) => {
      const calls = await installShell(page, kind);
      await openAsBorrower(APP_ROUTES.customerService);
      await page.getByRole('link', { name: DEMO_CONTACT.smWa }).click();
      expect(await received(calls, 'callPhone')).toEqual([{ phone: DEMO_CONTACT.smWa }]);
    });

    test('order page: rate, go home, go to mine, call, and borrow again through the shell', async ({
      page,
      openAsBorrower,
    }) => {
      const calls = await installShell(page, kind);
      const rated = await rateWithoutRecording(page);
      await openAsBorrower(APP_ROUTES.myLoans);
      await page
        .locator(`a[href^="${APP_ROUTES.loanDetail}?"][href*="orderId=${DEMO_ORDER_IDS.settled}&"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?`));
      const rating = page.getByRole('dialog', { name: 'Rate your experience' });
      await expect(rating).toBeVisible();
      await rating.locator('label').filter({ hasText: '4 stars' }).click();
      await rating.getByRole('button', { name: 'Submit' }).click();
      expect(await received(calls, 'goRate')).toEqual([{}]);
      await expect(rating).toBeHidden();
      expect(rated).toEqual([DEMO_ORDER_IDS.settled]);

      await page.getByRole('button', { name: 'Click to view more products' }).click();
      expect(await received(calls, 'goHome')).toEqual([{}]);
      await page.getByRole('link', { name: 'My loans' }).click();
      expect(await received(calls, 'goMine')).toEqual([{}]);
      await page.getByRole('button', { name: /^Customer service: / }).click();
      expect(await received(calls, 'callPhone')).toEqual([{ phone: DEMO_CONTACT.smWa }]);
      await page.getByRole('button', { name: 'Borrow Again' }).click();
      expect(await received(calls, 'navigateToPage')).toEqual([
        { page: 'productDetail', params: { productId: DEMO_PRODUCT_ID, schemeUrl: 'pesonow://' } },
      ]);
      // Every action went to the shell: the page stayed where it was.
      expect(new URL(page.url()).pathname).toBe(APP_ROUTES.loanDetail);
      expect(calls.every((c) => c.top)).toBe(true);
    });

    test('joint login failure: a product that opens in another app is handed to the shell', async ({
      page,
      openAsBorrower,
    }) => {
      const calls = await installShell(page, kind);
      await openAsBorrower(APP_ROUTES.jointLoginFailure, { productId: DEMO_PRODUCT_ID });
      await page.getByRole('button', { name: /QuickPera/ }).click();
      expect(await received(calls, 'navigate')).toEqual([
        { url: 'quickpera://apply?source=pesonow' },
      ]);
    });

    test('registration: a completed registration with a UC value confirms a tracking point', async ({
      page,
    }) => {
      const calls = await installShell(page, kind);
      const phone = newPhone();
      const sid = page.waitForResponse((r) => r.url().includes(endpoints.getSid.path));
      // The answer exists once the page has fetched the picture for its sid.
      const pictureShown = page.waitForResponse((r) => r.url().includes(CAPTCHA_IMAGE_PATH));
      await page.goto(
        `${APP_ROUTES.promotion}?id=1&app_from=fb&user_from=ad1&utm_tag=x&UC=${kind}7`,
      );
      await waitForApp(page);
      const { sid: sidValue } = (await (await sid).json()).data as { sid: string };
      await pictureShown;
      const picture = await page.request.get(`${devCaptcha.path}?sid=${sidValue}`);
      await page.getByLabel('Mobile number').fill(phone);
      await page
        .getByLabel('Picture code', { exact: true })
        .fill(((await picture.json()).data as { answer: string }).answer);
      await page.getByRole('button', { name: 'Get code' }).click();
      await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
      const sms = await page.request.get(`${devSms.path}?phone=${phone}`);
      await page.getByLabel('SMS code').fill(((await sms.json()).data as { code: string }).code);
      await page.getByRole('button', { name: 'Apply now' }).click();
      await expect(page).toHaveURL(/\/downloadTemplate\?/);
      expect(await received(calls, 'confirmTrackPoint')).toEqual([{ event: `register:${kind}7` }]);
    });

    test('a call from a frame other than the top one is ignored', async ({
      page,
      openAsBorrower,
      demoSession,
    }) => {
      const calls = await installShell(page, kind);
      await openAsBorrower(APP_ROUTES.customerService);
      // The same screen framed inside the page: its shell is there, and it must not be used.
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.title = 'framed';
        frame.src = src;
        document.body.append(frame);
      }, `${APP_ROUTES.customerService}?sessionid=${demoSession}`);
      const framed = page.frameLocator('iframe[title="framed"]');
      await framed.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await framed.getByRole('link', { name: DEMO_CONTACT.smWa }).click();
      // The top frame's own tap reaches the shell: the recorder is live, and nothing came before.
      await page.getByRole('link', { name: DEMO_CONTACT.smWa }).click();
      await received(calls, 'callPhone');
      expect(calls).toEqual([
        { action: 'callPhone', payload: { phone: DEMO_CONTACT.smWa }, top: true },
      ]);
    });
  });
}
