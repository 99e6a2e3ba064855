import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID } from '@loan/contract';
import { APP_ROUTES, expect, test } from '../support/fixtures.ts';
import { opsCli } from '../support/ops-cli.ts';
import { dismissArrivalDialogs, minor, rowValue } from '../support/order-page.ts';

const due = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.due };

test('pays a due order through the gateway: GCash checkout, webhook, settled, reconciled', async ({
  page,
  openAsBorrower,
  baseURL,
}) => {
  await openAsBorrower(APP_ROUTES.repayment, due);
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
  const label = page.getByText(/^Amount due$/);
  const amountDue = minor(await label.locator('xpath=following-sibling::*[1]').innerText());
  expect(amountDue).toBeGreaterThan(0);

  // GCash is the default channel: Payment leaves for the gateway's hosted checkout.
  await expect(page.getByRole('button', { name: /^Payment Method/ })).toContainText('GCash');
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/checkout\/pr-/);
  await expect(page.getByRole('heading', { name: 'GCASH test payment' })).toBeVisible();
  await expect(page.getByText(`Amount: PHP ${(amountDue / 100).toFixed(2)}`)).toBeVisible();

  // Paying there sends our server the webhook; the gateway then sends the borrower back to the
  // order page. The session travels with the app's shell, never in an address the gateway
  // keeps, so the return address is checked here and the app reopened as the borrower.
  const back = `${baseURL}${APP_ROUTES.loanDetail}?productId=${due.productId}&orderId=${due.orderId}`;
  let returnedTo: string | undefined;
  await page.route('**/checkout/*/pay', async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    returnedTo = answer.headers().location;
    await route.fulfill({
      contentType: 'text/html',
      body: '<html lang="en"><title>Paid</title></html>',
    });
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => returnedTo).toBe(back);

  await openAsBorrower(APP_ROUTES.loanDetail, due);
  await expect(page.getByText('Paid off', { exact: true })).toBeVisible();
  await dismissArrivalDialogs(page);
  await page.getByRole('link', { name: 'Payments and receipts' }).click();
  await page
    .getByRole('link', { name: /Repayment/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  expect(minor(await rowValue(page, 'Amount paid'))).toBe(amountDue);

  // The operators' reconciliation of today finds the gateway and the books agree.
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const report = await opsCli(String(baseURL), 'payments', 'reconcile', '--date', today);
  expect(report).toContain('with xendit');
  expect(report).toContain('missing on our side: none');
  expect(report).toContain('unknown to the gateway: none');
  expect(report).toContain('amount mismatches: none');
});
