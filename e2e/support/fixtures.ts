import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_ROUTES,
  BUSINESS_CODE,
  CONTACT_INFO_OVERALL,
  DEMO_BORROWER_PHONE,
  DEMO_CUSTOMER_SERVICE_CONTACT,
  devSms,
  endpoints,
} from '@loan/contract';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

interface TestFixtures {
  /** Fails the test when a page it opened has a serious or critical WCAG 2.2 A/AA violation. */
  accessibilityCheck: undefined;
  /** Fails the test when the page logs an error or throws. */
  failOnPageErrors: undefined;
  /** Opens an app route as the demo borrower (session query on the address, as the shell does). */
  openAsBorrower: (path: string, query?: Record<string, string>) => Promise<void>;
}

interface WorkerFixtures {
  /** A live session of the demo borrower, logged in through the dev SMS route once per run. */
  demoSession: string;
}

function requestLoginCode(request: APIRequestContext, phone: string) {
  return request.post(endpoints.loginCode.path, { data: { phone } });
}

/**
 * Logs the demo borrower (or the borrower of `phone`, new or not) in through the development SMS
 * route; returns a new session id.
 */
export async function logInDemoBorrower(
  request: APIRequestContext,
  phone: string = DEMO_BORROWER_PHONE,
): Promise<string> {
  let sent = await (await requestLoginCode(request, phone)).json();
  // After a failed test a new worker logs in again, inside the resend gap: wait it out.
  if (sent.code === BUSINESS_CODE.loginCodeTooSoon) {
    const seconds = Number(/(\d+) s/.exec(sent.message)?.[1] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    sent = await (await requestLoginCode(request, phone)).json();
  }
  expect(sent.code).toBe(0);
  const sms = await request.get(`${devSms.path}?phone=${phone}`);
  const { code } = (await sms.json()).data as { code: string };
  const login = await request.post(endpoints.login.path, { data: { phone, code } });
  const body = await login.json();
  expect(body.code).toBe(0);
  return body.data.sessionid as string;
}

/** A phone number no borrower has yet (registration and sign-in take any Philippine mobile). */
export function newBorrowerPhone(): string {
  return `0918${String(Date.now()).slice(-7)}`;
}

/** Whether the server still takes this session (a clock moved far enough ends it). */
async function sessionWorks(request: APIRequestContext, sessionid: string): Promise<boolean> {
  const response = await request.post(`${endpoints.contactKfInfo.path}?sessionid=${sessionid}`, {
    data: { overall: CONTACT_INFO_OVERALL },
  });
  return response.ok() && (await response.json()).code === 0;
}

/**
 * The demo borrower's session, shared by the run's workers: each repeat of `--repeat-each` runs
 * in a worker of its own, and a login per worker soon meets the server's limits on login codes
 * (a resend gap, then a ceiling). A session the server no longer takes is replaced.
 */
async function sharedDemoSession(request: APIRequestContext): Promise<string> {
  const runDir = process.env.E2E_RUN_DIR;
  const file = runDir ? join(runDir, 'demo-session') : null;
  const kept = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (kept && (await sessionWorks(request, kept))) return kept;
  const sessionid = await logInDemoBorrower(request);
  if (file) writeFileSync(file, sessionid);
  return sessionid;
}

/** Waits until the app runs in the page (a server-rendered screen is shown before that). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

// The agreement pages hold no script; Chromium reports the test runner's own helper script,
// which it refuses in their script-less sandboxed frame.
const PLAYWRIGHT_IN_SANDBOX =
  /^Blocked script execution in '[^']*\/api\/h5\/contract\/page\/[^']*' because the document's frame is sandboxed/;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * The serious and critical violations on the page as it is now, one line each. axe runs in the
 * top document only (`iframes: false`): the agreement frames are sandboxed without scripts, and
 * the server's agreement pages are checked on their own.
 */
async function accessibilityViolations(page: Page): Promise<string[]> {
  return violationsIn(page);
}

/** No serious or critical violation on the page as it is now (a dialog open, say). */
export async function expectAccessibleNow(page: Page): Promise<void> {
  expect(await violationsIn(page), `serious or critical accessibility violations`).toEqual([]);
}

async function violationsIn(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<unknown> };
    };
    const context = { exclude: [] as string[][] };
    const results = (await inPage.run(context, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
    })) as { violations: AxeViolation[] };
    return results.violations;
  }, WCAG_TAGS);
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const sessionid = await sharedDemoSession(request);
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
        if (message.type() === 'error' && !PLAYWRIGHT_IN_SANDBOX.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
  accessibilityCheck: [
    async ({ page, javaScriptEnabled }, use) => {
      // axe is a script: a page opened with scripts off is checked when other tests open it.
      if (!javaScriptEnabled) return use(undefined);
      const found = new Set<string>();
      const scans: Promise<void>[] = [];
      // Each page the test opens is checked once loaded; a scan cut short by the test moving on
      // is dropped, and the page the test ends on is checked in full below.
      const onLoad = () => {
        scans.push(
          accessibilityViolations(page).then(
            (lines) => {
              for (const line of lines) found.add(line);
            },
            () => undefined,
          ),
        );
      };
      page.on('load', onLoad);
      await use(undefined);
      page.off('load', onLoad);
      // axe waits on timers: a test that paused the page's clock has it flow again first.
      if (!page.isClosed()) await page.clock.resume().catch(() => undefined);
      await Promise.all(scans);
      if (!page.isClosed() && page.url().startsWith('http')) {
        for (const line of await accessibilityViolations(page)) found.add(line);
      }
      expect([...found], 'serious or critical accessibility violations').toEqual([]);
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
