import {
  APP_ROUTES,
  BUSINESS_CODE,
  DEMO_BORROWER_PHONE,
  DEMO_CUSTOMER_SERVICE_CONTACT,
  devSms,
  endpoints,
} from '@loan/contract';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

interface TestFixtures {
  /** Fails the test when the page logs an error or throws. */
  failOnPageErrors: undefined;
  /** Opens an app route as the demo borrower (session query on the address, as the shell does). */
  openAsBorrower: (path: string, query?: Record<string, string>) => Promise<void>;
}

interface WorkerFixtures {
  /** A live session of the demo borrower, logged in once per worker through the dev SMS route. */
  demoSession: string;
}

function requestLoginCode(request: APIRequestContext) {
  return request.post(endpoints.loginCode.path, { data: { phone: DEMO_BORROWER_PHONE } });
}

/** Logs the demo borrower in through the development SMS route; returns a new session id. */
export async function logInDemoBorrower(request: APIRequestContext): Promise<string> {
  let sent = await (await requestLoginCode(request)).json();
  // After a failed test a new worker logs in again, inside the resend gap: wait it out.
  if (sent.code === BUSINESS_CODE.loginCodeTooSoon) {
    const seconds = Number(/(\d+) s/.exec(sent.message)?.[1] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    sent = await (await requestLoginCode(request)).json();
  }
  expect(sent.code).toBe(0);
  const sms = await request.get(`${devSms.path}?phone=${DEMO_BORROWER_PHONE}`);
  const { code } = (await sms.json()).data as { code: string };
  const login = await request.post(endpoints.login.path, {
    data: { phone: DEMO_BORROWER_PHONE, code },
  });
  const body = await login.json();
  expect(body.code).toBe(0);
  return body.data.sessionid as string;
}

/** Waits until the app runs in the page (a server-rendered screen is shown before that). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const sessionid = await logInDemoBorrower(request);
      await request.dispose();
      await use(sessionid);
    },
    // Long enough to wait out the resend gap when a worker restarts after a failure.
    { scope: 'worker', timeout: 90_000 },
  ],
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
  openAsBorrower: async ({ page, demoSession }, use) => {
    await use(async (path, query = {}) => {
      const search = new URLSearchParams({ sessionid: demoSession, ...query });
      await page.goto(`${path}?${search}`);
      // The server rendered the screen; it answers taps once the app is live.
      await waitForApp(page);
    });
  },
});

export { APP_ROUTES, DEMO_CUSTOMER_SERVICE_CONTACT as DEMO_CONTACT, expect };
