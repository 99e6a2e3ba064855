import { APP_ROUTES, DEMO_PRODUCT_ID } from '@loan/contract';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures.ts';
import { type FreshBorrower, newBorrower, releasedLoan, signIn } from '../support/fresh-loan.ts';
import { opsCli } from '../support/ops-cli.ts';
import { dismissArrivalDialogs, minor, rowValue } from '../support/order-page.ts';

interface Ledger {
  entries: Array<{ type: string }>;
  balances: {
    asOf: string;
    totalOwed: number;
    paidTotal: number;
    /** Money paid beyond what was owed: it became credit. */
    paidToCredit: number;
    credit: number;
    nextDue?: { dueDate: string };
  };
}

const DAY_MS = 86_400_000;
const pesos = (minorUnits: number) => (minorUnits / 100).toFixed(2);
/** As the pages write an amount: 5,455.00. */
const grouped = (minorUnits: number) =>
  (minorUnits / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 });

async function ledgerOf(baseURL: string, orderId: string): Promise<Ledger> {
  return JSON.parse(await opsCli(baseURL, 'orders', 'ledger', orderId, '--json')) as Ledger;
}

async function open(page: Page, route: string, query: Record<string, string>) {
  await page.goto(`${route}?${new URLSearchParams(query)}`);
  await waitForApp(page);
}

/** The value beside a label on the repayment and history pages. */
async function valueBeside(page: Page, label: string): Promise<number> {
  const cell = page.getByText(label, { exact: true }).first();
  return minor(await cell.locator('xpath=following-sibling::*[1]').innerText());
}

/**
 * What the borrower reads on the order page, the payments page, the repayment page and the
 * newest receipt, against the operator's ledger: one set of figures.
 */
async function expectOneSetOfFigures(
  page: Page,
  baseURL: string,
  borrower: FreshBorrower,
  ids: { productId: string; orderId: string },
): Promise<Ledger> {
  const ledger = await ledgerOf(baseURL, ids.orderId);
  const { totalOwed, paidTotal, paidToCredit } = ledger.balances;
  const query = { sessionid: borrower.sessionid, ...ids };

  await open(page, APP_ROUTES.loanDetail, query);
  await dismissArrivalDialogs(page);
  if (totalOwed > 0) {
    expect(minor(await rowValue(page, 'Outstanding balance'))).toBe(totalOwed);
  } else {
    // Every peso paid, the part that went beyond the loan (credit) included.
    expect(minor(await rowValue(page, 'Total paid'))).toBe(paidTotal + paidToCredit);
  }

  await open(page, APP_ROUTES.repaymentHistory, query);
  expect(await valueBeside(page, 'Still to pay')).toBe(totalOwed);
  const receipts = page.getByRole('link', { name: /^(Repayment|Rollover)/ });
  const count = await receipts.count();
  if (count > 0) {
    const amount = minor(await receipts.first().innerText());
    await receipts.first().click();
    await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
    expect(minor(await rowValue(page, 'Amount paid'))).toBe(amount);
    expect(await rowValue(page, 'Receipt number')).toMatch(/^OR-\d{6}$/);
  }

  if (totalOwed > 0) {
    await open(page, APP_ROUTES.repayment, query);
    await page.getByRole('button', { name: 'more' }).click();
    expect(minor(await rowValue(page, 'Paid so far'))).toBe(paidTotal);
    expect(minor(await rowValue(page, 'Total to clear the loan'))).toBe(totalOwed);
  }
  return ledger;
}

/** Moves the server's clock to the loan's next due date and signs the borrower in again. */
async function untilNextDueDate(
  page: Page,
  baseURL: string,
  borrower: FreshBorrower,
  orderId: string,
) {
  const { balances } = await ledgerOf(baseURL, orderId);
  const days = (Date.parse(balances.nextDue!.dueDate) - Date.parse(balances.asOf)) / DAY_MS;
  await opsCli(baseURL, 'clock', 'advance', String(days));
  borrower.sessionid = await signIn(page.request, borrower.phone);
}

/** Takes a pay code for the whole amount due through a channel: the checkout's reference. */
async function payCodeFor(page: Page, query: Record<string, string>, channel: string) {
  await open(page, APP_ROUTES.repayment, query);
  await page.getByRole('button', { name: /^Payment Method/ }).click();
  await page.getByRole('radio', { name: channel }).click();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  return page.url();
}

test.describe
  .serial('one loan, one set of figures', () => {
    test.afterAll(async ({ baseURL }) => {
      await opsCli(String(baseURL), 'clock', 'reset');
    });

    test('pay part, roll over with the interest paid, one live code, overpay, refund the credit, no reversal past a refund', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const base = String(baseURL);
      const borrower = await newBorrower(page.request);
      const orderId = await releasedLoan(page.request, base, borrower, DEMO_PRODUCT_ID);
      const ids = { productId: DEMO_PRODUCT_ID, orderId };
      const query = () => ({ sessionid: borrower.sessionid, ...ids });

      await untilNextDueDate(page, base, borrower, orderId);
      await expectOneSetOfFigures(page, base, borrower, ids);

      // Part: the interest, at the checkout.
      await open(page, APP_ROUTES.repayment, query());
      await page.getByRole('button', { name: 'more' }).click();
      const interest = minor(await rowValue(page, 'Interest left'));
      await page.getByRole('button', { name: 'Payment', exact: true }).click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
      await page.getByLabel('Pay part:').fill(pesos(interest));
      await page.getByRole('button', { name: 'Pay part' }).click();
      await expect(page.getByText(/The lender accepted the payment/)).toBeVisible();
      const afterPart = await expectOneSetOfFigures(page, base, borrower, ids);
      expect(afterPart.balances.paidTotal).toBe(interest);

      // The interest is paid: the rollover costs nothing and the borrower confirms it.
      const dueBefore = afterPart.balances.nextDue!.dueDate;
      await open(page, APP_ROUTES.loanDetail, query());
      await dismissArrivalDialogs(page);
      await page.getByRole('button', { name: 'Rollover Repayment' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repaymentDelay}\\?`));
      await page.getByRole('button', { name: 'Confirm the rollover' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?`));
      await expect(page.getByText(/^Your loan was extended once/)).toBeVisible();
      const rolled = await expectOneSetOfFigures(page, base, borrower, ids);
      expect(rolled.balances.nextDue!.dueDate > dueBefore).toBe(true);
      expect(rolled.entries.some((entry) => entry.type === 'rollover')).toBe(true);

      // At the new due date, two codes for the whole amount: the second ends the first.
      await untilNextDueDate(page, base, borrower, orderId);
      const owed = (await ledgerOf(base, orderId)).balances.totalOwed;
      const gcash = await payCodeFor(page, query(), 'GCash');
      const maya = await payCodeFor(page, query(), 'Maya');
      await page.goto(gcash);
      await expect(page.getByText(/This code is expired/)).toBeVisible();
      // The borrower pays the live one twice over: the money is booked, the rest a credit.
      await page.goto(maya);
      await page.getByLabel('Pay part:').fill(pesos(2 * owed));
      await page.getByRole('button', { name: 'Pay part' }).click();
      await expect(page.getByText(/The lender accepted the payment/)).toBeVisible();
      const overpaid = await expectOneSetOfFigures(page, base, borrower, ids);
      expect(overpaid.balances.totalOwed).toBe(0);
      expect(overpaid.balances.credit).toBe(owed);

      // The operator refunds the credit; the payment that left it says so.
      await opsCli(
        base,
        'orders',
        'refund',
        orderId,
        '--amount',
        pesos(owed),
        '--reference',
        `RF-${orderId}`,
      );
      const refunded = await expectOneSetOfFigures(page, base, borrower, ids);
      expect(refunded.balances.credit).toBe(0);
      await open(page, APP_ROUTES.repaymentHistory, query());
      const twiceOver = page
        .getByRole('link', { name: /^Repayment/ })
        .filter({ hasText: grouped(2 * owed) });
      await expect(twiceOver).toContainText('Credit refunded');
      const receiptNo = /OR-\d{6}/.exec(await twiceOver.innerText())![0];

      // Taking that payment back would take back money already refunded: refused, nothing booked.
      const entries = (await ledgerOf(base, orderId)).entries.length;
      await expect(
        opsCli(base, 'orders', 'reverse', orderId, '--payment', receiptNo, '--reason', 'recalled'),
      ).rejects.toThrow(/refunded/);
      expect((await ledgerOf(base, orderId)).entries).toHaveLength(entries);

      expect(await opsCli(base, 'orders', 'reconcile')).toMatch(/: 0 difference\(s\)/);
    });
  });
