import {
  BUSINESS_CODE,
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  devSms,
  endpoints,
  formatMajorAmount,
} from '@loan/contract';
import type { Page } from '@playwright/test';
import { APP_ROUTES, expect, test, waitForApp } from '../support/fixtures.ts';
import { opsCli } from '../support/ops-cli.ts';
import {
  advanceClockAndReopen,
  dismissArrivalDialogs,
  minor,
  rowValue,
} from '../support/order-page.ts';

const DAY_MS = 86_400_000;
/** A time as borrowers read it: Manila's, labelled. */
const PH_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} PHT$/;
const due = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.due };
const overdue = { productId: '1002', orderId: DEMO_ORDER_IDS.overdue };
const disbursed = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.disbursed };

/** Chooses a channel in the Payment Method popup and presses Payment: the checkout opens. */
async function payThrough(page: Page, channel: string): Promise<string> {
  await page.getByRole('button', { name: /^Payment Method/ }).click();
  await page.getByRole('radio', { name: channel }).click();
  await expect(page.getByRole('button', { name: /^Payment Method/ })).toContainText(channel);
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** The amount in a repayment page's header, in minor units. */
async function headerAmount(page: Page): Promise<number> {
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
  const label = page.getByText(/^(Amount due|Rollover fee)$/);
  return minor(await label.locator('xpath=following-sibling::*[1]').innerText());
}

test.describe
  .serial('repayment', () => {
    // A phone far from Manila: every time shown must still be Philippine time.
    test.use({ timezoneId: 'America/New_York' });

    test.afterAll(async ({ baseURL }) => {
      await opsCli(String(baseURL), 'clock', 'reset');
    });

    test('a due order: instalment page, 7-Eleven code, paid in full at checkout, settled with a receipt', async ({
      page,
      openAsBorrower,
    }) => {
      await openAsBorrower(APP_ROUTES.loanDetail, due);
      await dismissArrivalDialogs(page);
      await page.getByRole('button', { name: 'REPAY', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repayment}\\?`));
      const amountDue = await headerAmount(page);
      expect(amountDue).toBeGreaterThan(0);

      // The detail list is folded to two rows until 'more'.
      await expect(page.getByText('Principal left')).toBeHidden();
      await page.getByRole('button', { name: 'more' }).click();
      await expect(page.getByText('Principal left')).toBeVisible();
      await page.getByRole('button', { name: 'hide' }).click();

      // The first channel is chosen by default.
      await expect(page.getByRole('button', { name: /^Payment Method/ })).toContainText('GCash');
      const reference = await payThrough(page, '7-Eleven');
      await expect(page.getByText('7-Eleven')).toBeVisible();
      await expect(page.locator('dt:text-is("Payable until") + dd')).toHaveText(PH_TIME);

      // The checkout offers the app's code page for the store: the code, copyable.
      await page.getByRole('link', { name: 'Show this code in the app' }).click();
      await waitForApp(page);
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repaymentOfCode}\\?`));
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy Repayment code' })).toBeVisible();
      await page.goBack();

      await page.getByRole('button', { name: /in full$/ }).click();
      await expect(page.getByText(/The lender accepted the payment/)).toBeVisible();

      // Back in the app, the order is settled.
      await openAsBorrower(APP_ROUTES.loanDetail, due);
      await expect(page.getByText('Paid off', { exact: true })).toBeVisible();
      await dismissArrivalDialogs(page);
      await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();

      await page.getByRole('link', { name: 'Payments and receipts' }).click();
      await expect(page.getByText('₱0.00')).toBeVisible();
      await expect(page.getByText(PH_TIME).first()).toBeVisible();
      // Other specs may have paid part of this demo loan before: this payment is the 7-Eleven one
      // of the whole amount.
      await page
        .getByRole('link', { name: /Repayment/ })
        .filter({ hasText: '7-Eleven' })
        .filter({ hasText: formatMajorAmount(amountDue) })
        .click();
      await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
      expect(minor(await rowValue(page, 'Amount paid'))).toBe(amountDue);
      expect(await rowValue(page, 'Paid on')).toMatch(PH_TIME);
      expect(await rowValue(page, 'Receipt number')).toMatch(/^OR-\d{6}$/);
      await expect(page.getByRole('article', { name: 'Official receipt' })).toContainText(
        'SEC Registration No.',
      );
      await expect(page.getByText('Your loan is fully paid.')).toBeVisible();
    });

    test('an overdue order: half paid leaves the rest due; an expired code is replaced by a fresh one', async ({
      page,
      openAsBorrower,
    }) => {
      await openAsBorrower(APP_ROUTES.repayment, overdue);
      const before = await headerAmount(page);
      const reference = await payThrough(page, 'Maya');
      const half = Math.floor(before / 2);
      await page.getByLabel('Pay part:').fill((half / 100).toFixed(2));
      await page.getByRole('button', { name: 'Pay part' }).click();
      await expect(page.getByText(/The lender accepted the payment/)).toBeVisible();

      await openAsBorrower(APP_ROUTES.loanDetail, overdue);
      await dismissArrivalDialogs(page);
      expect(minor(await rowValue(page, 'Amount due'))).toBe(before - half);

      // The remainder gets a code of its own; once it expires, the next Payment gets a fresh one.
      await openAsBorrower(APP_ROUTES.repayment, overdue);
      expect(await headerAmount(page)).toBe(before - half);
      const second = await payThrough(page, 'Maya');
      expect(second).not.toBe(reference);
      await page.getByRole('button', { name: 'Let the code expire' }).click();
      await expect(page.getByText(/The code has expired/)).toBeVisible();

      await openAsBorrower(APP_ROUTES.repayment, overdue);
      const third = await payThrough(page, 'Maya');
      expect(third).not.toBe(second);
      await expect(page.getByRole('button', { name: /in full$/ })).toBeVisible();
    });

    test('the legacy card flow: choose a saved card, pay, confirm with the SMS code', async ({
      page,
      openAsBorrower,
      demoSession,
    }) => {
      // A saved card: the borrower's payout account (binding the same one again changes nothing).
      const bound = await page.request.post(
        `${endpoints.bindCardNew.path}?sessionid=${demoSession}`,
        { data: { cardType: '1', channelNumber: '90006', gcashNumber: '09175550001' } },
      );
      expect([0, BUSINESS_CODE.bindCodeRequired]).toContain((await bound.json()).code);

      await openAsBorrower(APP_ROUTES.repayment, overdue);
      await page.getByRole('link', { name: 'Pay with a saved card' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.paymentWay}\\?`));
      const amount = minor(
        await page.getByText('Amount to pay').locator('xpath=following-sibling::*[1]').innerText(),
      );
      // No card is chosen at first.
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByText('Please choose the card to pay with first!')).toBeVisible();

      await page.getByRole('radio').first().click();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
      await expect(dialog.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
      await dialog.getByRole('textbox').fill('12345');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Please enter a correct verification code.')).toBeVisible();

      const sms = await page.request.get(`${devSms.path}?phone=${DEMO_BORROWER_PHONE}`);
      const { code } = (await sms.json()).data as { code: string };
      await dialog.getByRole('textbox').fill(code === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Wrong verification code.')).toBeVisible();
      await dialog.getByRole('textbox').fill(code);
      await dialog.getByRole('button', { name: 'Confirm' }).click();

      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.loanDetail}\\?`));
      await expect(page.getByText(/^(Overdue|Due today|Repaying|Paid off)$/)).toBeVisible();
      await dismissArrivalDialogs(page);
      await page.getByRole('link', { name: 'Payments and receipts' }).click();
      // The card payment is booked (through the provider's signed callback) beside the earlier
      // part payment, each with its receipt.
      const receipts = page.getByRole('link', { name: /^Repayment/ });
      await expect(receipts).toHaveCount(2);
      expect(minor(await receipts.last().innerText())).toBe(amount);
    });

    test('a due order with rollover: the fee paid moves the due date by one period', async ({
      page,
      openAsBorrower,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await openAsBorrower(APP_ROUTES.loanDetail, disbursed);
      await dismissArrivalDialogs(page);
      const dueDate = await rowValue(page, 'Next due date');
      const days = Math.round((Date.parse(dueDate) - Date.now()) / DAY_MS) + 1;
      await advanceClockAndReopen(page, String(baseURL), Math.max(days, 1));
      await expect(page.getByText(/^(Due today|Overdue)$/)).toBeVisible();
      // A jump of months outlived the worker's session: go on with the page's new one.
      const sessionid = new URL(page.url()).searchParams.get('sessionid') ?? '';
      await dismissArrivalDialogs(page);

      await page.getByRole('button', { name: 'Rollover Repayment' }).click();
      await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.repaymentDelay}\\?`));
      const nextDate = /Your next payment date is (\d{4}-\d\d-\d\d)/.exec(
        await page.getByText(/Your next payment date is/).innerText(),
      )?.[1];
      expect(nextDate).toBeTruthy();
      await payThrough(page, 'GCash');
      await page.getByRole('button', { name: /in full$/ }).click();
      await expect(page.getByText(/The lender accepted the payment/)).toBeVisible();

      await page.goto(
        `${APP_ROUTES.loanDetail}?${new URLSearchParams({ sessionid, ...disbursed })}`,
      );
      await waitForApp(page);
      await dismissArrivalDialogs(page);
      await expect(page.getByText('Repaying', { exact: true })).toBeVisible();
      expect(await rowValue(page, 'Next due date')).toBe(nextDate);
      // The page says the loan was extended (the next due date above says to when).
      expect(await rowValue(page, 'Extended')).toMatch(/^(once|\d+ times), by \d+ days$/);
    });
  });
