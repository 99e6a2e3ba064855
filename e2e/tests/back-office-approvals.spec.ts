import { DEMO_PRODUCT_ID } from '@loan/contract';
import {
  addOperator,
  DESKTOP,
  expect,
  expectNothingCut,
  setUpByApi,
  signIn,
  test,
  WIDTHS,
} from '../support/back-office.ts';
import { newBorrower, releasedLoan } from '../support/fresh-loan.ts';

test.use(DESKTOP);

// A real PNG (1x1), standing for a photo of the deposit slip.
const SLIP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a collector’s cash booking waits on the Approvals screen for an approver, who sees why it cannot be booked and rejects it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const orderId = await releasedLoan(
    request,
    baseURL!,
    await newBorrower(request),
    DEMO_PRODUCT_ID,
  );
  const collector = await addOperator(request, 'collector');
  const approver = await addOperator(request, 'approver');
  const collectorSecret = await setUpByApi(request, collector.link);
  const approverSecret = await setUpByApi(request, approver.link);

  await signIn(page, request, collector.email, collectorSecret);
  await page.goto(`/ops/orders/${orderId}`);
  const form = page.getByRole('form', { name: 'Book a payment' });
  await form.getByLabel('Amount (₱)').fill('1000');
  await form.getByLabel('Reference').fill(`CASH-${Date.now()}`);
  await form.getByLabel('Channel').fill('cash at the branch');
  await form.getByLabel('Evidence image (optional)').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: SLIP,
  });
  await expect(form.getByText('Image attached')).toBeVisible();
  await form.getByRole('button', { name: 'Book payment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book payment' }).click();
  await expect(page.getByText(/^Sent for approval: payment of ₱1,000.00/)).toBeVisible();
  await shots(page, 'money-form');

  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Approvals' })
    .click();
  const mine = page.getByRole('row', { name: new RegExp(orderId) });
  await expect(mine).toContainText('waiting for a checker');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await signIn(page, request, approver.email, approverSecret);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Approvals' })
    .click();
  await expect(page.getByRole('table', { name: 'Requests pending' })).toBeVisible();
  await expectNothingCut(page);
  await shots(page, 'approvals');
  // Nothing is due on the day of release: the booking is refused at approval, in the dialog,
  // and the request stays pending for the checker to reject.
  await page.getByRole('button', { name: `Approve ₱1,000.00 on ${orderId}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Approve and book this?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toContainText('is payable now');
  await shots(page, 'approve-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Reject ₱1,000.00 on ${orderId}` }).click();
  dialog = page.getByRole('dialog', { name: 'Reject this request?' });
  await dialog.getByLabel('Reason for the rejection').fill('Nothing is due yet: no cash to take');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Rejected: nothing booked on ${orderId}.`)).toBeVisible();
  await page.getByLabel('Show').selectOption('rejected');
  await expect(page.getByRole('table', { name: 'Requests rejected' })).toContainText(
    `rejected by ops:${approver.email}: Nothing is due yet`,
  );
  await expectNothingCut(page);
  await shots(page, 'rejected');
});

/** Screenshots at the back office's widths when SHOTS_DIR is set (to look at, not compared). */
async function shots(page: import('@playwright/test').Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
