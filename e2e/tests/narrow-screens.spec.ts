import { APP_ROUTES, DEMO_PRODUCT_ID } from '@loan/contract';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The narrowest phone we support: every text must be readable whole, without sideways scrolling.
test.use({ viewport: { width: 320, height: 640 } });

/** Elements inside `root` whose content is wider than their box (a figure or word cut). */
function overflowing(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const all = [element, ...element.querySelectorAll('*')];
    return all
      .filter(
        (node) =>
          node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible',
      )
      .concat(all.filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1))
      .map(
        (node) =>
          `${node.tagName.toLowerCase()}.${node.className}: ${node.textContent?.slice(0, 40)}`,
      );
  });
}

test('the agreement popup on confirm loan shows every figure whole at 320 px', async ({
  page,
  openAsBorrower,
}, testInfo) => {
  await openAsBorrower(APP_ROUTES.confirmLoan, { productId: DEMO_PRODUCT_ID });
  const agree = page.getByRole('button', { name: 'Agree' });
  if (!(await agree.isVisible().catch(() => false))) {
    await page.getByRole('button', { name: 'Loan Agreement' }).first().click();
  }
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('Disclosure of loan terms')).toBeVisible();
  const frameDocument = frame.locator('html');
  const widths = await frameDocument.evaluate((html) => ({
    scroll: html.scrollWidth,
    client: html.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  for (const table of await frame.locator('table').all()) {
    const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
  }
  await expect(frame.getByText(/₱\d{1,3}(,\d{3})*\.\d\d/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agreement-popup-320.png') });
});

test('the public header reaches every entry, Contact Us included, at 320 px', async ({
  page,
}, testInfo) => {
  await page.goto(APP_ROUTES.home);
  const header = page.locator('header').first();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeInViewport({ ratio: 1 });
  for (const link of await nav.getByRole('link').all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  expect(await overflowing(header)).toEqual([]);
  await header.screenshot({ path: testInfo.outputPath('public-header-320.png') });
});
