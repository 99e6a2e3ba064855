import {
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  devSms,
  endpoints,
  formatMajorAmount,
  OFF_HOURS_CONSENT_WORDS,
  ORDER_STATUS,
  PAYMENT_PATHS,
  TERM_UNIT_DAY,
} from '@loan/contract';
import type { APIRequestContext } from '@playwright/test';
import { fillProfile } from '../support/applicant-profile.ts';
import {
  addOperator,
  boxesCut,
  DESKTOP,
  expect,
  expectNothingCut,
  opsApi,
  setUpByApi,
  setUpInBrowser,
  signIn,
  test,
  trailRow,
} from '../support/back-office.ts';

import { expectAccessibleNow } from '../support/fixtures.ts';
import { E2E_OPS_TOKEN } from '../support/ops-cli.ts';

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
  await fillProfile(request, login.data.sessionid);
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
  demoSession,
}) => {
  test.setTimeout(90_000);
  const orderId = await newApplication(request);

  // The approver sets the account up from the link, as sent to them.
  const approver = await addOperator(request, 'approver');
  const secret = await setUpInBrowser(page, request, approver.link);

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
  await expect(page.getByRole('row', { name: new RegExp(overdue) })).toContainText('Borrower: ');
  expect(await boxesCut(page), 'worklist boxes').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('collections-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({ path: test.info().outputPath('collections-768.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Contacts of ${overdue}` }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`Contact log of ${overdue}`) }),
  ).toBeVisible();

  // A guarantor the borrower named is recorded on the loan, with their mobile number.
  const parties = page.getByRole('form', { name: 'Record a guarantor or co-maker' });
  await parties.getByLabel('Name', { exact: true }).fill('Maria Santos');
  await parties.getByLabel('Mobile number').fill('0917 555 0101');
  await parties.getByLabel('Relation to the borrower').fill('sister');
  await parties.getByLabel(/How and when the borrower agreed/).fill('On the phone, just now');
  await parties.getByRole('button', { name: 'Record party' }).click();
  await expect(page.getByText('Maria Santos', { exact: true })).toBeVisible();
  await expect(page.getByText('(guarantor, sister), 09175550101.')).toBeVisible();

  // Anyone not recorded on the loan is refused (SEC MC 18 s.2019 s.1(h)), the reason given.
  const stranger = await request.fetch(`/api/ops/collections/${overdue}/contacts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { channel: 'call', partyId: 'reference', outcome: 'reached' },
  });
  expect(stranger.status()).toBe(422);
  expect((await stranger.json()).message).toMatch(/not recorded on order/);

  // The borrower allows calls outside the hours in the app: the collector sees it and when.
  // The run's shared session: a login of its own would meet the login-code limits.
  await borrowerCall(request, endpoints.grantOffHoursConsent.path, demoSession, {
    orderId: overdue,
    language: 'en',
  });
  await page.getByRole('button', { name: 'Check again' }).last().click();
  await expect(page.getByText(/The borrower consented in the app on/)).toBeVisible();
  await expect(page.getByText(OFF_HOURS_CONSENT_WORDS.en)).toBeVisible();
  await expect(page.locator('.panel .contact-now li').first()).toContainText('Borrower: Yes');
  expect(await boxesCut(page), 'collections boxes').toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('collections-log-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({
    path: test.info().outputPath('collections-log-768.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  const form = page.getByRole('form', { name: 'Log a contact' });
  await form.getByLabel('Who was contacted').selectOption('borrower');
  await form.getByLabel('Outcome').selectOption('promise-to-pay');
  await form.getByLabel('Promised date').fill('2030-01-15');
  await form.getByLabel('Promised amount (₱)').fill('1500');
  await form.getByRole('button', { name: 'Log contact' }).click();
  await expect(form.getByText('Contact logged.')).toBeVisible();
  await expect(page.locator('.log li', { hasText: 'promise-to-pay' }).first()).toContainText(
    'call with the borrower, promise-to-pay, promised ₱1,500.00 by 2030-01-15',
  );
  // The borrower takes it back; the demo order is left as the other specs expect it.
  await borrowerCall(request, endpoints.withdrawOffHoursConsent.path, demoSession, {
    orderId: overdue,
  });
  await expectNothingCut(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The auditor reads the trail: the approval, and the refused contact with its reason.
  const auditor = await addOperator(request, 'auditor');
  await signIn(page, request, auditor.email, await setUpByApi(request, auditor.link));
  const auditorNav = page.getByRole('navigation', { name: 'Screens' });
  await expect(auditorNav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await auditorNav.getByRole('link', { name: 'Audit trail' }).click();
  const approval = await trailRow(
    page,
    new RegExp(`operator:${approver.email}.*POST /api/ops/orders/:orderId/approve.*done`),
  );
  await expect(approval).toBeVisible();
  await expect(approval).toContainText(`orderId=${orderId}`);
  const recorded = await trailRow(page, new RegExp(`operator:${collector.email}.*parties.*done`));
  await expect(recorded).toBeVisible();
  const refusal = await trailRow(page, /contacts.*failed.*not recorded on order/);
  await expect(refusal).toBeVisible();
  await expectNothingCut(page);
});

/** A borrower's session through the development SMS route. */
async function borrowerSession(request: APIRequestContext, phone: string): Promise<string> {
  expect((await request.post(endpoints.loginCode.path, { data: { phone } })).ok()).toBe(true);
  const sms = await request.get(`${devSms.path}?phone=${phone}`);
  const { code } = (await sms.json()).data as { code: string };
  const login = await (await request.post(endpoints.login.path, { data: { phone, code } })).json();
  return login.data.sessionid as string;
}

/** A borrower call that must succeed (code 0); its data. */
async function borrowerCall(
  request: APIRequestContext,
  path: string,
  sessionid: string,
  data: unknown,
) {
  const body = await (await request.post(`${path}?sessionid=${sessionid}`, { data })).json();
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data;
}

/** A new borrower's loan, released to their GCash account: approved, accepted, disbursed. */
async function releasedLoan(request: APIRequestContext) {
  const phone = `0918${String(Date.now()).slice(-7)}`;
  const sessionid = await borrowerSession(request, phone);
  await fillProfile(request, sessionid);
  await borrowerCall(request, endpoints.bindCardNew.path, sessionid, {
    cardType: '1',
    channelNumber: '90006',
    gcashNumber: '09171230000',
  });
  const pushed = await borrowerCall(request, endpoints.loanDetailPush.path, sessionid, {
    productId: DEMO_PRODUCT_ID,
    amount: 500_000,
    periods: 91,
    termUnit: TERM_UNIT_DAY,
  });
  const orderId = pushed.orderId as string;
  await opsApi(request, 'POST', `/orders/${orderId}/approve`, { note: 'e2e' });
  await borrowerCall(request, endpoints.loanWithdraw.path, sessionid, { orderId });
  await opsApi(request, 'POST', `/orders/${orderId}/disburse`, {});
  return { orderId, phone };
}

const pesos = (minor: number) => `₱${formatMajorAmount(minor)}`;
const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

test('an admin books, reverses and refunds through the screens, and the order’s ledger follows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { orderId, phone } = await releasedLoan(request);
  const admin = await addOperator(request, 'admin');
  const secret = await setUpByApi(request, admin.link);
  const released = await opsApi(request, 'GET', `/orders/${orderId}`);
  const clock = await opsApi(request, 'GET', '/clock');
  try {
    // The loan falls due: something to pay, on the server's clock (put back at the end).
    await opsApi(request, 'POST', '/clock/advance', {
      days: daysFrom(clock.today, released.dueDate),
    });
    const { today } = await opsApi(request, 'GET', '/clock');
    const due: number = (await opsApi(request, 'GET', `/orders/${orderId}/ledger`)).balances
      .amountDue;
    expect(due).toBeGreaterThan(100_00);
    // The borrower asks for a GCash code for all of it, and pays it later.
    const sessionid = await borrowerSession(request, phone);
    const code = await borrowerCall(request, endpoints.generateVcode.path, sessionid, {
      productId: DEMO_PRODUCT_ID,
      orderId,
      amount: due,
      channelNumber: 20001,
      isDelay: 0,
    });

    await signIn(page, request, admin.email, secret);
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Order number').fill(orderId);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: orderId })).toBeVisible();
    const dueNow = page.locator('.totals dt:text-is("Due now") + dd');
    await expect(dueNow).toHaveText(pesos(due));
    const ledger = page.getByRole('table', { name: 'Ledger' });
    const entriesBefore = await ledger.getByRole('row').count();

    // Cash at the branch: sent after the operator confirms it, booked when a second operator
    // (here the automation token) approves it (decision 0067).
    const book = page.getByRole('form', { name: 'Book a payment' });
    const bookOnce = async (reference: string) => {
      await book.getByLabel('Amount (₱)').fill('100.00');
      await book.getByLabel('Reference').fill(reference);
      await book.getByRole('button', { name: 'Book payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book this payment?' });
      await expect(dialog).toContainText('₱100.00');
      await expectNothingCut(page);
      await dialog.getByRole('button', { name: 'Book payment' }).click();
      await expect(
        page.getByText(`Sent for approval: payment of ₱100.00 (reference ${reference}).`, {
          exact: false,
        }),
      ).toBeVisible();
      const { approvals } = await opsApi(request, 'GET', '/approvals?status=pending');
      const sent = approvals.find((a: { reference: string }) => a.reference === reference);
      const approved = await opsApi(request, 'POST', `/approvals/${sent.id}/approve`, {});
      await page.reload();
      return approved.receiptNo as string;
    };
    const bounced = await bookOnce(`E2E-DESK-${Date.now()}`);
    await expect(ledger.getByRole('row', { name: /Repayment ₱100\.00/ })).toBeVisible();
    await expect(dueNow).toHaveText(pesos(due - 100_00));

    // The deposit bounced: reversed with a reason, pointing at the repayment it undoes.
    await page.getByRole('button', { name: `Reverse payment ${bounced}` }).click();
    const reverse = page.getByRole('dialog', { name: `Reverse payment ${bounced}?` });
    await expect(reverse.getByRole('button', { name: 'Reverse payment' })).toBeDisabled();
    await reverse.getByLabel('Reason for the reversal').fill('The deposit slip bounced');
    // A dialog with a field of its own, open over the order: no serious axe violation.
    await expectAccessibleNow(page);
    await reverse.getByRole('button', { name: 'Reverse payment' }).click();
    await expect(page.getByText(`Reversed payment ${bounced} (₱100.00).`)).toBeVisible();
    await expect(
      ledger.getByRole('row', { name: /Reversal \(reverses #\d+ repayment\) ₱100\.00/ }),
    ).toContainText('The deposit slip bounced');
    await expect(ledger.getByRole('row', { name: /Repayment reversed by #\d+/ })).toBeVisible();
    await expect(page.getByRole('button', { name: `Reverse payment ${bounced}` })).toHaveCount(0);
    await expect(dueNow).toHaveText(pesos(due));

    // Booked again, then the borrower's code pays all that was due: ₱100.00 is overpaid.
    await bookOnce(`E2E-DESK-${Date.now()}-2`);
    const paid = await request.post(`${PAYMENT_PATHS.sandboxCheckout}/${code.payCode}/pay`, {
      form: { amount: (due / 100).toFixed(2) },
    });
    expect(paid.status()).toBe(200);
    await page.reload();
    const refund = page.getByRole('form', { name: 'Refund the credit' });
    await expect(page.getByRole('heading', { name: 'Refund the credit (₱100.00)' })).toBeVisible();
    await expect(refund.getByLabel('Amount to refund (₱)')).toHaveValue('100.00');
    await refund.getByLabel('Reason').fill('paid twice');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page
      .getByRole('dialog', { name: 'Refund this credit?' })
      .getByRole('button', { name: 'Refund' })
      .click();
    // The sandbox's payout to the bound account succeeds at once: the refund is booked.
    await expect(
      page.getByText(/^Refunded ₱100\.00 of credit \(payout RF\d{12}\)\.$/),
    ).toBeVisible();
    await expect(ledger.getByRole('row', { name: /Refund ₱100\.00/ })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Refund the credit' })).toHaveCount(0);
    expect(await ledger.getByRole('row').count()).toBeGreaterThan(entriesBefore + 4);
    await expectNothingCut(page);

    // The Payments screen: the day reconciled with the gateway, the order's payments found.
    await nav.getByRole('link', { name: 'Payments' }).click();
    await page
      .getByLabel('Receipt or reference (its start is enough), or order number')
      .fill(orderId);
    await page.getByRole('button', { name: 'Search' }).click();
    const list = page.getByRole('table', { name: 'Payments' });
    await expect(list.getByRole('row', { name: new RegExp(bounced) })).toContainText('reversed');
    await expect(list.getByRole('row')).toHaveCount(4);
    await page.getByLabel('Day to reconcile (Philippine)').fill(today);
    await page.getByRole('button', { name: 'Run reconciliation' }).click();
    await page
      .getByRole('dialog', { name: `Reconcile ${today}?` })
      .getByRole('button', { name: 'Run reconciliation' })
      .click();
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${today} with sandbox: [1-9]\\d* matched`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Lines of ${today}` })).toBeVisible();
    await expectNothingCut(page);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: /^Reconciliation exceptions/ }).click();
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  } finally {
    await opsApi(request, 'POST', '/clock/reset', {});
  }
});
