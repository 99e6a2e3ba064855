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
import { expectAccessibleNow } from '../support/fixtures.ts';

test.use(DESKTOP);

test('an admin reads the job queue: every queue with its counts, dead letters and failures', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await addOperator(request, 'admin');
  await signIn(page, request, admin.email, await setUpByApi(request, admin.link));
  await page.getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  for (const queue of ['order-sweep', 'loan-reminders', 'sms-send', 'table-upkeep']) {
    await expect(page.getByRole('cell', { name: queue, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Dead letters' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingCut(page);
    await expectAccessibleNow(page);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.SCREENSHOTS}/jobs-${width}.png`,
        fullPage: true,
      });
    }
  }
});
