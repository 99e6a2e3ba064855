import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID } from '@loan/contract';
import type { Page } from '@playwright/test';
import { fillProfile } from '../support/applicant-profile.ts';
import {
  APP_ROUTES,
  expect,
  logInDemoBorrower,
  newBorrowerPhone,
  test,
  waitForApp,
} from '../support/fixtures.ts';
import { opsCli } from '../support/ops-cli.ts';
import {
  advanceClockAndReopen,
  dismissArrivalDialogs,
  minor,
  rowValue,
} from '../support/order-page.ts';

const DAY_MS = 86_400_000;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** The order page's card dialog leads to the binding page; a GCash number brings the borrower back. */
async function bindGcashFromOrderPage(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (!(await dialog.isVisible())) {
    await page.reload();
    await waitForApp(page);
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Go and bind the card' }).click();
  await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();
  await page.getByLabel('GCash number').pressSequentially('0917-abc-555-0001');
  await expect(page.getByLabel('GCash number')).toHaveValue('09175550001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?source=loanDetail&/);
  await waitForApp(page);
}

test('a borrower with an overdue loan is told before applying, and Loan Now stays off', async ({
  page,
  openAsBorrower,
}) => {
  // The demo borrower has an overdue loan: the rule would reject an application a day later.
  await openAsBorrower(APP_ROUTES.confirmLoan, { productId: DEMO_PRODUCT_ID });
  const note = page.getByRole('region', { name: 'Repay your overdue loan first' });
  await expect(note).toContainText('You have an overdue loan. Please repay it first');
  await expect(note.getByRole('link', { name: 'See my loans and repay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Loan Now' })).toBeDisabled();
});

test.describe
  .serial('loan journey', () => {
    test.afterAll(async ({ baseURL }) => {
      // The clock is the server's: put it back for the tests that follow.
      await opsCli(String(baseURL), 'clock', 'reset');
    });

    test('confirm, push, approve, withdraw, disburse, then due and overdue with the terms’ penalty', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const base = String(baseURL);
      // A new borrower: nothing overdue, no payout account, a first loan (its agreement first).
      const phone = newBorrowerPhone();
      const sessionid = await logInDemoBorrower(page.request, phone);
      await fillProfile(page.request, sessionid);
      const query = new URLSearchParams({ sessionid, productId: DEMO_PRODUCT_ID });
      await page.goto(`${APP_ROUTES.confirmLoan}?${query}`);
      await waitForApp(page);
      await page.getByRole('button', { name: 'Agree', exact: true }).click();

      const loanNow = page.getByRole('button', { name: 'Loan Now' });
      await expect(loanNow).toBeEnabled();
      await loanNow.dblclick();

      await expect(page).toHaveURL(/\/loanDetail\?.*from=confirm/);
      await expect(page.getByText('Under review', { exact: true })).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      expect(orderId).not.toBe('');

      // A double tap made one order.
      const listed = await opsCli(base, 'orders', 'list', '--status', '110');
      expect(listed.split(orderId).length - 1).toBe(1);

      await opsCli(base, 'orders', 'approve', orderId);
      await page.reload();
      await waitForApp(page);
      await expect(page.getByText('Approved', { exact: true })).toBeVisible();
      // No payout account yet: the page asks for one before it offers the withdrawal.
      await expect(page.getByText('Not added yet', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Withdraw Now' })).toHaveCount(0);
      await bindGcashFromOrderPage(page);
      await expect(page.getByText('GCash 0917 *** 0001', { exact: true })).toBeVisible();

      // The prompt opens on arrival, naming the account; the page keeps its own Withdraw Now.
      const prompt = page.getByRole('dialog');
      await expect(prompt).toContainText('reaches GCash 0917 *** 0001 within');
      await prompt.getByRole('button', { name: 'Withdraw Now' }).click();
      await expect(page).toHaveURL(new RegExp(APP_ROUTES.loanWithdraw));
      await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?`));
      await expect(
        page.getByText(/You accepted the loan: .* reaches GCash 0917 \*{3} 0001/),
      ).toBeVisible();

      await opsCli(base, 'orders', 'disburse', orderId);
      await page.reload();
      await waitForApp(page);
      await expect(page.getByText('Repaying', { exact: true })).toBeVisible();
      await dismissArrivalDialogs(page);
      await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
      const released = await rowValue(page, 'Release date');
      const dueDate = await rowValue(page, 'Next due date');
      const instalment = minor(await rowValue(page, 'Next payment'));

      await advanceClockAndReopen(page, base, dayCount(released, dueDate), phone);
      await expect(page.getByText('Due today', { exact: true })).toBeVisible();

      await advanceClockAndReopen(page, base, 1, phone);
      await expect(page.getByText('Overdue', { exact: true })).toBeVisible();
      await dismissArrivalDialogs(page);
      await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
      // Loan terms: a first loan, so a new client: one-time 1,000.00, plus on day 1 of default 5%
      // of the unpaid instalment, rounded half-up to the centavo.
      expect(await rowValue(page, 'Days overdue')).toBe('1');
      expect(minor(await rowValue(page, 'One-time penalty charged'))).toBe(1_000_00);
      expect(minor(await rowValue(page, 'One-time penalty owed'))).toBe(1_000_00);
      const defaultInterest = Math.round(instalment * 0.05);
      expect(minor(await rowValue(page, 'Default interest charged'))).toBe(defaultInterest);
      expect(minor(await rowValue(page, 'Default interest owed'))).toBe(defaultInterest);
      expect(minor(await rowValue(page, 'Amount due'))).toBe(
        instalment + 1_000_00 + defaultInterest,
      );

      const history = await opsCli(base, 'orders', 'show', orderId);
      for (const actor of ['borrower', 'ops:token:automation/e2e-operator', 'system:clock']) {
        expect(history).toContain(actor);
      }
      // The push recorded which agreement and disclosure versions the borrower agreed to, and when.
      expect(history).toMatch(
        /agreed at \d{4}-\d\d-\d\dT[\d:.]+Z to loan-agreement\/\S+ and disclosure-statement\/\S+/,
      );
    });
  });

test.describe('order details of every status', () => {
  const expected = [
    { id: DEMO_ORDER_IDS.rejected, headline: 'Not approved', button: null },
    { id: DEMO_ORDER_IDS.underReview, headline: 'Under review', button: null },
    { id: DEMO_ORDER_IDS.approved, headline: 'Approved', button: null },
    { id: DEMO_ORDER_IDS.disbursed, headline: 'Repaying', button: 'Repayment' },
    { id: DEMO_ORDER_IDS.due, headline: 'Due today', button: 'REPAY' },
    // Its product allows no rollover: one Repayment button.
    { id: DEMO_ORDER_IDS.overdue, headline: 'Overdue', button: 'Repayment' },
    { id: DEMO_ORDER_IDS.settled, headline: 'Paid off', button: 'Borrow Again' },
  ];
  for (const { id, headline, button } of expected) {
    test(`${id}: ${headline}`, async ({ page, openAsBorrower }) => {
      await openAsBorrower(APP_ROUTES.loanDetail, { productId: DEMO_PRODUCT_ID, orderId: id });
      await expect(page.getByText(headline, { exact: true })).toBeVisible();
      await dismissArrivalDialogs(page);
      if (button)
        await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    });
  }
});
