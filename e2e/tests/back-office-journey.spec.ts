import { readFileSync } from 'node:fs';
import { DEMO_PRODUCT_ID, endpoints, ORDER_STATUS } from '@loan/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
import {
  appliedLoan,
  signIn as borrowerSignIn,
  newBorrower,
  releasedLoan,
} from '../support/fresh-loan.ts';

test.use(DESKTOP);

const HOUR_MS = 3_600_000;
const PH_OFFSET_MS = 8 * HOUR_MS;
const phHour = (iso: string) => new Date(Date.parse(iso) + PH_OFFSET_MS).getUTCHours();
const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Moves the server's clock on to the next `hour` o'clock, Philippine time (minutes kept). */
async function clockTo(request: APIRequestContext, hour: number) {
  const { now } = await opsApi(request, 'GET', '/clock');
  const hours = (hour - phHour(now) + 24) % 24;
  if (hours > 0) await opsApi(request, 'POST', '/clock/advance', { days: 0, hours });
  const moved = await opsApi(request, 'GET', '/clock');
  expect(phHour(moved.now)).toBe(hour);
  return moved as { now: string; today: string };
}

/** The admin adds an operator on the Operators screen with the keyboard alone; the setup link. */
async function addOnScreen(page: Page, role: string, stamp: string) {
  const email = `${role}.${stamp}@lender.example`;
  const form = page.getByRole('form', { name: 'Add an operator' });
  await form.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const roles = form.getByRole('combobox');
  await expect(roles).toBeFocused();
  await page.keyboard.type(role);
  await expect(roles).toHaveValue(role);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const notice = page.getByRole('status').filter({ hasText: `to ${email} (${role})` });
  await expect(notice).toBeVisible();
  return { email, link: (await notice.locator('.setup-link').textContent()) ?? '' };
}

/** Tabs forward until `target` has the focus, as a keyboard user does (a few steps at most). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 8; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out.')).toBeVisible();
}

const screens = (page: Page) => page.getByRole('navigation', { name: 'Screens' });

test('an admin adds four operators, each does their part, and the auditor sees all of it and can change nothing', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  // A borrower whose loan falls overdue, on the server's clock (put back at the end).
  const debtor = await newBorrower(request);
  const loanId = await releasedLoan(request, baseURL!, debtor, DEMO_PRODUCT_ID);
  const { dueDate } = await opsApi(request, 'GET', `/orders/${loanId}`);
  const { today } = await opsApi(request, 'GET', '/clock');
  try {
    // The application is made and decided on today's clock: the clock moved later would decide
    // every application left waiting (the demo's too) by the automatic rule.
    const applicant = await newBorrower(request);
    const applicationId = await appliedLoan(request, applicant, DEMO_PRODUCT_ID);

    // The first admin comes from `ops operators add`; the admin adds the others on the screen.
    const admin = await addOperator(request, 'admin');
    await signIn(page, request, admin.email, await setUpByApi(request, admin.link));
    await screens(page).getByRole('link', { name: 'Operators' }).click();
    const approver = await addOnScreen(page, 'approver', stamp);
    const collector = await addOnScreen(page, 'collector', stamp);
    const support = await addOnScreen(page, 'support', stamp);
    const auditor = await addOnScreen(page, 'auditor', stamp);
    await expectNothingCut(page);
    // Removing access asks first: the dialog passes axe, and Escape backs out to the button.
    const remove = page.getByRole('button', { name: `Remove access of ${auditor.email}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Remove the access of ${auditor.email}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessibleNow(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await signOut(page);

    // The approver sets the account up from the link, signs in with password and TOTP, approves.
    const approverSecret = await setUpInBrowser(page, request, approver.link);
    await signIn(page, request, approver.email, approverSecret);
    await screens(page).getByRole('link', { name: 'Applications' }).click();
    const card = page.locator('.card', { has: page.getByRole('link', { name: applicationId }) });
    await card.getByLabel('Reason for the decision').focus();
    await page.keyboard.type('Payslip checked on the phone');
    await tabTo(page, card.getByRole('button', { name: 'Approve' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${applicationId} approved.`)).toBeVisible();
    await signOut(page);
    // The others set their accounts up now: a setup link does not outlive the clock moved on.
    const collectorSecret = await setUpByApi(request, collector.link);
    const supportSecret = await setUpByApi(request, support.link);
    const auditorSecret = await setUpByApi(request, auditor.link);

    // A day past due, at 23:00 Philippine time: SEC MC 18 s.2019 forbids a call now. Only the
    // debtor's order is brought to the clock (reading it does), not every order by a sweep.
    await opsApi(request, 'POST', '/clock/advance', { days: daysFrom(today, dueDate) + 1 });
    const night = await clockTo(request, 23);
    expect((await opsApi(request, 'GET', `/orders/${loanId}`)).status).toBe(ORDER_STATUS.overdue);
    const debtorSession = await borrowerSignIn(request, debtor.phone);
    const filed = await request.post(`${endpoints.problemSave.path}?sessionid=${debtorSession}`, {
      data: { problemType: 2, problemDetail: 'I was charged twice.', orderNo: loanId },
    });
    const problemId: string = (await filed.json()).data.problemId;
    expect(problemId).toBeTruthy();

    // The collector calls at 23:00 and is refused with the reason; at 10:00 the call is logged.
    const logCall = async (outcome: 'no-answer' | 'promise-to-pay') => {
      await signIn(page, request, collector.email, collectorSecret);
      await page.goto('/ops/collections');
      await page.getByRole('button', { name: `Contacts of ${loanId}` }).click();
      const form = page.getByRole('form', { name: 'Log a contact' });
      await form.getByLabel('Who was contacted').selectOption('borrower');
      await form.getByLabel('Outcome').selectOption(outcome);
      if (outcome === 'promise-to-pay') {
        await form.getByLabel('Promised date').fill(addDaysTo(dueDate, 9));
        await form.getByLabel('Promised amount (₱)').fill('2000');
      }
      await form.getByRole('button', { name: 'Log contact' }).click();
      return form;
    };
    const refused = await logCall('no-answer');
    await expect(refused.getByRole('alert')).toContainText(
      'SEC MC 18 s.2019: no contact before 06:00:00 or after 22:00:00 Philippine time; it is 23:',
    );
    await expect(refused.getByRole('alert')).toContainText('1 days past due');
    await expect(page.locator('.panel .contact-now li').first()).toContainText(
      'Borrower: No, outside hours, no consent',
    );
    expect(await boxesCut(page), 'collections boxes').toEqual([]);
    await expectNothingCut(page);
    const morning = await clockTo(request, 10);
    expect(morning.today > night.today).toBe(true);
    // Eleven hours on, the collector's session has idled out: a new sign-in.
    const logged = await logCall('promise-to-pay');
    await expect(logged.getByText('Contact logged.')).toBeVisible();
    await expect(page.locator('.log li').first()).toContainText(
      `call with the borrower, promise-to-pay, promised ₱2,000.00 by ${addDaysTo(dueDate, 9)}`,
    );
    await signOut(page);

    // The support agent answers the complaint well before its 3-working-day deadline.
    await signIn(page, request, support.email, supportSecret);
    await screens(page).getByRole('link', { name: 'Complaints' }).click();
    const complaint = page.locator('.card', { hasText: problemId });
    await expect(complaint.getByText(/ left \(due /)).toBeVisible();
    await complaint.getByRole('heading').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await tabTo(page, complaint.getByLabel('Reply to the borrower'));
    await page.keyboard.type('The second charge is refunded.');
    await tabTo(page, complaint.getByRole('button', { name: 'Send reply' }));
    await page.keyboard.press('Enter');
    await expect(complaint.getByText('Reply sent.')).toBeVisible();
    await expect(complaint.getByText('Answered')).toBeVisible();
    await signOut(page);

    // The auditor reads the trail, exports it, and is refused any change.
    await signIn(page, request, auditor.email, auditorSecret);
    const nav = screens(page);
    await expect(nav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Audit trail' }).click();
    const row = (text: RegExp) => trailRow(page, text);
    const trail = [
      new RegExp(`operator:${admin.email}.*POST /api/ops/operators .*done`),
      new RegExp(`operator:${approver.email}.*POST /api/ops/orders/:orderId/approve.*done`),
      new RegExp(`operator:${collector.email}.*contacts.*failed.*SEC MC 18`),
      new RegExp(`operator:${collector.email}.*contacts.*done`),
      new RegExp(`operator:${support.email}.*/reply.*done`),
    ];
    for (const line of trail) await expect(await row(line)).toBeVisible();
    await expect(await row(new RegExp(`orderId=${applicationId}`))).toBeVisible();
    await expectNothingCut(page);

    await page.getByLabel('Export from').fill(today);
    await page.getByLabel('to', { exact: true }).fill(morning.today);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    for (const text of [
      `operator:${approver.email}`,
      `orderId=${applicationId}`,
      'SEC MC 18 s.2019',
      `operator:${support.email}`,
      `problemId=${problemId}`,
    ]) {
      expect(csv, text).toContain(text);
    }

    await page.goto(`/ops/orders/${loanId}`);
    await expect(page.getByRole('heading', { name: loanId })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Book|Reverse|Waive|Refund|Approve/ }),
    ).toHaveCount(0);
    const { csrfToken } = (await (await page.request.get('/api/ops/session')).json()).data;
    const write = await page.request.post(`/api/ops/orders/${loanId}/payments`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { amount: 100, reference: 'auditor-try' },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).message).toBe('The auditor role may not do this (payments.record)');
    await nav.getByRole('link', { name: 'Audit trail' }).click();
    await expect(
      await row(
        new RegExp(`operator:${auditor.email}.*POST /api/ops/orders/:orderId/payments.*refused`),
      ),
    ).toBeVisible();
  } finally {
    await opsApi(request, 'POST', '/clock/reset', {});
  }
});

function addDaysTo(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
