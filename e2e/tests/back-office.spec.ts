import {
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  devSms,
  endpoints,
  ORDER_STATUS,
  TERM_UNIT_DAY,
} from '@loan/contract';
import type { APIRequestContext } from '@playwright/test';
import {
  addOperator,
  DESKTOP,
  expect,
  expectNothingCut,
  opsApi,
  PASSWORD,
  setUpByApi,
  signIn,
  test,
  totp,
} from '../support/back-office.ts';

test.use(DESKTOP);

/**
 * A new borrower's application, so the demo borrower's own orders stay as the other specs expect
 * them.
 */
async function newApplication(request: APIRequestContext): Promise<string> {
  const phone = `0919${String(Date.now()).slice(-7)}`;
  expect((await request.post(endpoints.loginCode.path, { data: { phone } })).ok()).toBe(true);
  const sms = await request.get(`${devSms.path}?phone=${phone}`);
  const { code } = (await sms.json()).data as { code: string };
  const login = await (await request.post(endpoints.login.path, { data: { phone, code } })).json();
  const push = await request.post(
    `${endpoints.loanDetailPush.path}?sessionid=${login.data.sessionid}`,
    {
      data: { productId: DEMO_PRODUCT_ID, amount: 500_000, periods: 91, termUnit: TERM_UNIT_DAY },
    },
  );
  const pushed = await push.json();
  expect(pushed.data?.orderId, pushed.message).toBeTruthy();
  return pushed.data.orderId as string;
}

test('an approver signs in with password and TOTP and approves; a collector logs a contact; an auditor reads both', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const orderId = await newApplication(request);

  // The approver sets the account up from the link, as sent to them.
  const approver = await addOperator(request, 'approver');
  await page.goto(approver.link);
  await page.getByLabel(/New password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Authenticator code').fill(await totp(request, secret));
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();

  await signIn(page, request, approver.email, secret);
  await expect(page.locator('.who .badge')).toHaveText('approver');
  const nav = page.getByRole('navigation', { name: 'Screens' });
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Collections' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible();
  await expectNothingCut(page);

  await nav.getByRole('link', { name: 'Applications' }).click();
  const card = page.locator('.card', { has: page.getByRole('link', { name: orderId }) });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByRole('alert')).toHaveText('Give the reason for the decision.');
  await expectNothingCut(page);
  await card.getByLabel('Reason for the decision').fill('Income verified on the phone');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${orderId} approved.`)).toBeVisible();
  const decided = await opsApi(request, 'GET', `/orders/${orderId}`);
  expect(decided.status).toBe(ORDER_STATUS.approved);
  expect(decided.events.at(-1)).toMatchObject({
    actor: `ops:${approver.email}`,
    note: 'Income verified on the phone',
  });

  await nav.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Order number').fill(orderId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: orderId })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Income verified on the phone' })).toBeVisible();
  await expectNothingCut(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out.')).toBeVisible();

  // The collector is set up through the API, then signs in the same way.
  const collector = await addOperator(request, 'collector');
  const collectorSecret = await setUpByApi(request, collector.link);
  await signIn(page, request, collector.email, collectorSecret);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Collections' })
    .click();
  const overdue = DEMO_ORDER_IDS.overdue;
  await page.getByRole('button', { name: `Contacts of ${overdue}` }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`Contact log of ${overdue}`) }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Log a contact' });
  // A borrower's reference is never to be called (SEC MC 18 s.2019): refused, the reason shown.
  await form.getByLabel('Who was contacted').selectOption('reference');
  await form.getByLabel('Name').fill('Maria Santos');
  await form.getByRole('button', { name: 'Log contact' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'only the borrower, a guarantor or immediate family may be contacted, not a reference',
  );

  // The borrower agrees to calls after work: the hours no longer bind, whatever the time now.
  await page
    .getByLabel(/How the borrower consented/)
    .fill('Asked on the phone to be called after 22:00');
  await page.getByRole('button', { name: 'Record consent' }).click();
  await expect(
    page.getByText('The borrower consented to contact outside 06:00-22:00.'),
  ).toBeVisible();
  await form.getByLabel('Who was contacted').selectOption('borrower');
  await form.getByLabel('Name').fill('Juan Dela Cruz');
  await form.getByLabel('Outcome').selectOption('promise-to-pay');
  await form.getByLabel('Promised date').fill('2030-01-15');
  await form.getByLabel('Promised amount (₱)').fill('1500');
  await form.getByRole('button', { name: 'Log contact' }).click();
  await expect(form.getByText('Contact logged.')).toBeVisible();
  await expect(page.locator('.log li').first()).toContainText(
    'call with Juan Dela Cruz (borrower), promise-to-pay, promised ₱1,500.00 by 2030-01-15',
  );
  await expectNothingCut(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The auditor reads the trail: the approval, and the refused contact with its reason.
  const auditor = await addOperator(request, 'auditor');
  await signIn(page, request, auditor.email, await setUpByApi(request, auditor.link));
  const auditorNav = page.getByRole('navigation', { name: 'Screens' });
  await expect(auditorNav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await auditorNav.getByRole('link', { name: 'Audit trail' }).click();
  const approval = page.getByRole('row', {
    name: new RegExp(`operator:${approver.email}.*POST /api/ops/orders/:orderId/approve.*done`),
  });
  await expect(approval).toBeVisible();
  await expect(approval).toContainText(`orderId=${orderId}`);
  const refusal = page.getByRole('row', {
    name: new RegExp(`operator:${collector.email}.*contacts.*failed.*not a reference`),
  });
  await expect(refusal).toBeVisible();
  await expectNothingCut(page);
});
