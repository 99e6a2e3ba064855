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
  await expect(page.getByRole('button', { name: 'Loan Now' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'Disclosure Statement' }).click();
  }
  // The frame is sandboxed without scripts: nothing is run in it. It is shot as the borrower sees
  // it, then its page is opened on its own at the frame's width and measured there.
  const iframe = page.locator('iframe');
  await expect(iframe).toBeVisible();
  const src = (await iframe.getAttribute('src')) ?? '';
  await expect.poll(() => page.frames().some((frame) => frame.url().endsWith(src))).toBe(true);
  const box = await iframe.boundingBox();
  if (!box) throw new Error('the agreement frame is not shown');
  await page.screenshot({ path: testInfo.outputPath('agreement-popup-320.png') });

  await page.setViewportSize({ width: Math.floor(box.width), height: Math.floor(box.height) });
  await page.goto(src);
  await expect(page.getByText('Disclosure of loan terms')).toBeVisible();
  expect(await overflowing(page.locator('body'))).toEqual([]);
  await expect(page.getByText(/₱\d{1,3}(,\d{3})*\.\d\d/).first()).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('agreement-in-popup-width.png'),
    fullPage: true,
  });
});

test('long screen titles show whole, wrapped rather than cut, at 320 px', async ({
  page,
  openAsBorrower,
}, testInfo) => {
  const screens: Array<[string, Record<string, string>, string]> = [
    [APP_ROUTES.bindBank, { productId: DEMO_PRODUCT_ID }, 'Payment account information'],
    [APP_ROUTES.jointLoginFailure, {}, 'Application Not Completed'],
  ];
  for (const [route, query, title] of screens) {
    await openAsBorrower(route, query);
    const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    await expect(heading).toBeInViewport({ ratio: 1 });
    const cut = await heading.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth ||
        getComputedStyle(element).textOverflow === 'ellipsis',
    );
    expect(cut, `${title} is cut`).toBe(false);
    expect(await overflowing(page.locator('header').first())).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${route.slice(1)}-title-320.png`) });
  }
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

test('the repayment screens show every amount and code whole at 320 px', async ({
  page,
  openAsBorrower,
}, testInfo) => {
  const overdue = { productId: '1002', orderId: 'PN-DEMO-180' };
  const screens: Array<[string, Record<string, string>]> = [
    [APP_ROUTES.repayment, overdue],
    [APP_ROUTES.repaymentInstructions, {}],
    [APP_ROUTES.repaymentHistory, overdue],
    [APP_ROUTES.paymentWay, overdue],
    [
      APP_ROUTES.repaymentOfCode,
      { showType: '1', payCode: 'PN123456789012', repayAmount: '123456789' },
    ],
    [
      APP_ROUTES.repaymentOfCode,
      { showType: '2', payCode: 'https://checkout.example/PN123456789012', repayAmount: '545500' },
    ],
  ];
  for (const [route, query] of screens) {
    await openAsBorrower(route, query);
    await expect(page.locator('main')).toBeVisible();
    expect(await overflowing(page.locator('body')), route).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`${route.slice(1)}-${query.showType ?? ''}-320.png`),
      fullPage: true,
    });
  }
});
