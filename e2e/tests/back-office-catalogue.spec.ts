import { DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import {
  addOperator,
  DESKTOP,
  expect,
  expectNothingCut,
  opsApi,
  setUpByApi,
  signIn,
  test,
} from '../support/back-office.ts';
import { APP_ROUTES } from '../support/fixtures.ts';

test.use(DESKTOP);

// A product no other spec quotes, put back as it was at the end.
const PRODUCT_ID = '1003';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test("an admin edits a product and a borrower's new loan is quoted on the new terms; the other settings screens", async ({
  page,
  request,
  openAsBorrower,
}) => {
  test.setTimeout(90_000);
  const { products } = await opsApi(request, 'GET', '/products');
  const original = products.find((p: { id: string }) => p.id === PRODUCT_ID);
  expect(original).toMatchObject({ name: 'PesoNow Max', defaultAmount: 2_000_000 });

  try {
    const admin = await addOperator(request, 'admin');
    await signIn(page, request, admin.email, await setUpByApi(request, admin.link));
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Catalogue' }).click();
    await expect(page.getByText(/legal cap on a loan's total cost is 100%/)).toBeVisible();
    await page.getByRole('button', { name: 'PesoNow Max' }).click();
    const form = page.getByRole('form', { name: 'Edit PesoNow Max' });
    await expectNothingCut(page);

    // Beyond the cap: refused with the reason, nothing saved.
    await form.getByLabel(/Daily interest/).fill('100');
    await form.getByRole('button', { name: 'Save for new loans' }).click();
    await expect(form.getByRole('alert')).toContainText('exceed the legal cost cap of 100');

    await form.getByLabel(/Daily interest/).fill('6');
    await form.getByLabel('Name').fill('PesoNow Max Plus');
    await form.getByLabel('Amount shown first (₱)').fill('25000');
    await form.getByLabel(/Service fee/).fill('200');
    await form
      .getByLabel('Rate text the borrower reads')
      .fill('Interest 0.06% per day, service fee 2%, 6 monthly instalments');
    await form.getByRole('button', { name: 'Save for new loans' }).click();
    await expect(form.getByText('Saved. New applications get these terms.')).toBeVisible();
    const row = page.getByRole('row', { name: /PesoNow Max Plus/ });
    await expect(row).toContainText('first shown ₱25,000.00');
    await expect(row).toContainText('fee 2%');

    // The borrower's confirm screen quotes a new loan on the new terms.
    await openAsBorrower(APP_ROUTES.confirmLoan, { productId: PRODUCT_ID });
    await expect(page.getByText('PesoNow Max Plus')).toBeVisible();
    await expect(page.getByText('₱25,000.00').first()).toBeVisible();
    await expect(
      page.getByText('Interest 0.06% per day, service fee 2%, 6 monthly instalments'),
    ).toBeVisible();
    await expect(page.getByText('₱500.00', { exact: true })).toBeVisible();

    // The audit trail holds the change, before and after.
    const { records } = await opsApi(request, 'GET', '/audit?limit=20');
    const change = records.find(
      (r: { action: string; outcome: string }) =>
        r.action === 'PATCH /api/ops/products/:productId' && r.outcome === 'done',
    );
    expect(change).toMatchObject({
      actor: `operator:${admin.email}`,
      before: expect.objectContaining({ name: 'PesoNow Max', serviceFeeBps: 300 }),
      after: expect.objectContaining({ name: 'PesoNow Max Plus', serviceFeeBps: 200 }),
    });

    // The payout form, landing pages and brand screens, looked at as the admin.
    await page.goto('/ops/payout-form');
    await expect(page.getByRole('heading', { name: 'Payout account form' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'GCash number' })).toBeVisible();
    await expectNothingCut(page);
    await page.goto('/ops/landing');
    await expect(page.getByRole('columnheader', { name: 'Registrations' })).toBeVisible();
    await expectNothingCut(page);
    await page.goto('/ops/brand');
    await expect(
      page.getByRole('rowheader', { name: 'Official receipt number prefix' }),
    ).toBeVisible();
    await expect(page.getByText('BRAND_RECEIPT_PREFIX')).toBeVisible();
    await expectNothingCut(page);
  } finally {
    const { highestCostBps: _, id: __, ...terms } = original;
    await opsApi(request, 'PATCH', `/products/${PRODUCT_ID}`, terms);
  }
});

test('a complaint reply carries an image the operator uploads, and the borrower sees it', async ({
  page,
  request,
  demoSession,
  openAsBorrower,
}) => {
  test.setTimeout(90_000);
  const filed = await request.post(`${endpoints.problemSave.path}?sessionid=${demoSession}`, {
    data: {
      problemType: 2,
      problemDetail: 'My receipt is missing.',
      orderNo: DEMO_ORDER_IDS.overdue,
    },
  });
  const problemId: string = (await filed.json()).data.problemId;

  const support = await addOperator(request, 'support');
  await signIn(page, request, support.email, await setUpByApi(request, support.link));
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Complaints' })
    .click();
  const card = page.locator('.card', { hasText: problemId });
  await card.getByRole('heading').getByRole('button').click();
  await card.getByLabel('Reply to the borrower').fill('Here is your receipt.');
  await card.getByLabel(/Images for the borrower/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(card.getByRole('img', { name: 'Attachment 1 of the reply' })).toBeVisible();
  await expectNothingCut(page);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText('Reply sent.')).toBeVisible();

  await openAsBorrower(APP_ROUTES.complaintDetail, { problemId });
  await expect(page.getByText('Here is your receipt.')).toBeVisible();
  const photos = page.getByRole('list', { name: 'Photos from customer service' });
  await expect(photos.getByRole('img')).toHaveCount(1);
  await expect(photos.getByRole('img')).toHaveAttribute(
    'src',
    /^\/api\/uploads\/[a-f0-9]{32}\.png$/,
  );
});
