import type { Page } from '@playwright/test';
import { logInDemoBorrower, waitForApp } from './fixtures.ts';
import { opsCli } from './ops-cli.ts';

/** The value beside a detail row's label on the order details page. */
export async function rowValue(page: Page, label: string): Promise<string> {
  // A list item: the label in its main part, the value in the part after it.
  const main = page.getByText(label, { exact: true }).first();
  return (await main.locator('xpath=following-sibling::*[1]').innerText()).trim();
}

/** '₱1,234.56' -> 123456 minor units */
export function minor(text: string): number {
  const match = /(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

/** Closes the dialogs an order page opens on arrival (Kind tips, rating...), as a borrower would. */
export async function dismissArrivalDialogs(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  while (await dialog.isVisible()) {
    await dialog
      .getByRole('button', { name: /^(Confirm|Cancel|Close)$/ })
      .first()
      .click();
  }
}

/**
 * Moves the server's clock, then reopens the page with a new session of the same borrower (the
 * demo one unless `phone` says): a jump of months outlives the session the page had (sessions
 * expire on the same clock).
 */
export async function advanceClockAndReopen(
  page: Page,
  baseURL: string,
  days: number,
  phone?: string,
): Promise<void> {
  await opsCli(baseURL, 'clock', 'advance', String(days));
  const sessionid = await logInDemoBorrower(page.request, phone);
  const url = new URL(page.url());
  url.searchParams.set('sessionid', sessionid);
  url.searchParams.delete('from');
  await page.goto(url.href);
  await waitForApp(page);
}
