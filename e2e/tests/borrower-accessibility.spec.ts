import { APP_ROUTES, DEMO_ORDER_IDS, DEMO_PRODUCT_ID } from '@loan/contract';
import { expectAccessibleNow, test } from '../support/fixtures.ts';

// The borrower's own screens (My loans, their data, payments and receipts, the legal texts with
// their Filipino summaries, the public site), in English and in Filipino: no serious or critical
// accessibility violation.
const order = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.due };
const inApp: [string, Record<string, string>][] = [
  [APP_ROUTES.myLoans, {}],
  [APP_ROUTES.myData, order],
  [APP_ROUTES.repaymentHistory, order],
  [APP_ROUTES.loanDetail, order],
];

for (const lang of ['en', 'fil']) {
  test(`the borrower's own screens pass axe in ${lang === 'fil' ? 'Filipino' : 'English'}`, async ({
    page,
    openAsBorrower,
  }) => {
    for (const [path, query] of inApp) {
      await openAsBorrower(path, { ...query, lang });
      await expectAccessibleNow(page);
    }
    // The legal texts (the in-app links open these) with their summaries, and the public site.
    for (const path of [APP_ROUTES.home, APP_ROUTES.loan, APP_ROUTES.policy, APP_ROUTES.signIn]) {
      await page.goto(`${path}?lang=${lang}`);
      await page.waitForLoadState('networkidle');
      await expectAccessibleNow(page);
    }
  });
}
