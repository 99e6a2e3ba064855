import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { test as base, expect } from './fixtures.ts';
import { E2E_OPS_TOKEN } from './ops-cli.ts';

// The back office in Chromium: operators set up and signed in as a person would, at desktop and
// tablet widths.

export const PASSWORD = 'a long back-office passphrase';
const BEARER = { authorization: `Bearer ${E2E_OPS_TOKEN}` };
export const WIDTHS = [1280, 768];

// The operations API answers refusals with their HTTP status (401 signed out, 404, 422 a contact
// refused), which Chromium logs as failed loads: those are the screens' expected answers. Every
// other console error, and every uncaught one, still fails the test.
const OPS_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;
export const test = base.extend({
  failOnPageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      const expected =
        OPS_REFUSAL.test(message.text()) && message.location().url.includes('/api/ops/');
      if (message.type() === 'error' && !expected) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(undefined);
    expect(errors, 'errors logged by the page').toEqual([]);
  },
});

export const DESKTOP = {
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

export async function opsApi(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/ops${path}`, {
    method,
    headers: BEARER,
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()).data;
}

/** The code an authenticator shows at the server's time (its clock may be moved), steps ahead. */
export async function totp(request: APIRequestContext, secret: string, stepsAhead = 0) {
  const { now } = await opsApi(request, 'GET', '/clock');
  return generate({ secret, epoch: Math.floor(Date.parse(now) / 1000) + stepsAhead * 30 });
}

export async function addOperator(
  request: APIRequestContext,
  role: string,
): Promise<{ email: string; link: string }> {
  const email = `${role}.${Date.now()}@lender.example`;
  const added = await opsApi(request, 'POST', '/operators', { email, role });
  return { email, link: added.setupLink };
}

/** Sets an account up through the API, as the setup page does; its TOTP secret. */
export async function setUpByApi(request: APIRequestContext, link: string): Promise<string> {
  const token = link.slice(link.indexOf('#') + 1);
  const started = await request.post('/api/ops/setup', { data: { token, password: PASSWORD } });
  const secret = new URL((await started.json()).data.otpauthUri).searchParams.get('secret')!;
  const confirmed = await request.post('/api/ops/setup/confirm', {
    data: { token, code: await totp(request, secret) },
  });
  expect(confirmed.status()).toBe(200);
  return secret;
}

/** Sets an account up in the browser from its link, as its owner does; its TOTP secret. */
export async function setUpInBrowser(
  page: Page,
  request: APIRequestContext,
  link: string,
): Promise<string> {
  await page.goto(link);
  await page.getByLabel(/New password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Authenticator code').fill(await totp(request, secret));
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  return secret;
}

export async function signIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  secret: string,
) {
  await page.goto('/ops/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code of the next time step: the setup used this one (a code is never taken twice).
  await page.getByLabel('Authenticator code').fill(await totp(request, secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('.who')).toContainText(email);
}

/**
 * The first audit-trail row whose text matches, looked for page by page (More): records dated by
 * a clock another test moved forward can come first.
 */
export async function trailRow(page: Page, name: RegExp) {
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const row = page.getByRole('row', { name }).first();
  const more = page.getByRole('button', { name: 'More' });
  while ((await row.count()) === 0 && (await more.count()) > 0) {
    const shown = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  return row;
}

/** Nothing wider than the window at desktop and tablet widths. */
export async function expectNothingCut(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${page.url()} at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Every element's box at desktop and tablet widths, not only the page's: nothing past the window,
 * nothing past a box that clips or scrolls it (a table cut inside its scrolling frame), no
 * element whose own content overflows it, and no table cell whose text wraps past three lines.
 * Answers the offenders, each with its width and why.
 */
export async function boxesCut(page: Page, root = 'main'): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const cut = await page.evaluate((selector) => {
      const name = (node: Element) =>
        `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
      const clips = (node: Element) => getComputedStyle(node).overflowX !== 'visible';
      const lines = (node: Element) => {
        const tops = new Set<number>();
        for (const child of Array.from(node.childNodes)) {
          if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(child);
          for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
        }
        return tops.size;
      };
      const problems: string[] = [];
      const top = document.querySelector(selector);
      if (!top) return [`no ${selector}`];
      for (const node of Array.from(top.querySelectorAll('*'))) {
        const box = node.getBoundingClientRect();
        // Nothing shown, or shown to screen readers only (a 1 px clipped box).
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.left < -1 || box.right > window.innerWidth + 1) {
          problems.push(`${name(node)} outside the window (${box.left}-${box.right})`);
        }
        for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
          if (!clips(up)) continue;
          const frame = up.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) {
            problems.push(`${name(node)} cut by ${name(up).slice(0, 30)}`);
          }
          break;
        }
        if (clips(node) && node.scrollWidth > node.clientWidth + 1) {
          problems.push(
            `${name(node)} overflows itself (${node.scrollWidth} > ${node.clientWidth})`,
          );
        }
        if (node.closest('td') && lines(node) > 3) {
          problems.push(`${name(node)} wraps on ${lines(node)} lines`);
        }
      }
      return problems;
    }, root);
    found.push(...cut.map((problem) => `${width} px: ${problem}`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

export { expect };
