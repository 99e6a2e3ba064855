import {
  addOperator,
  boxesCut,
  DESKTOP,
  expect,
  setUpByApi,
  signIn,
  test,
  WIDTHS,
} from '../support/back-office.ts';
import { expectAccessibleNow } from '../support/fixtures.ts';

test.use(DESKTOP);

test('an admin makes an API token on the screen, sees it listed with its expiry, and revokes it', async ({
  page,
  request,
}, testInfo) => {
  const admin = await addOperator(request, 'admin');
  await signIn(page, request, admin.email, await setUpByApi(request, admin.link));
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'API tokens' })
    .click();
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();

  const name = `e2e-reader-${String(Date.now()).slice(-6)}`;
  const form = page.getByRole('form', { name: 'Create a token' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').selectOption('auditor');
  await form.getByLabel('Expires after (days)').fill('30');
  await form.getByRole('button', { name: 'Create' }).click();
  const revoke = page.getByRole('button', { name: `Revoke ${name}` });
  await expect(revoke).toBeVisible();

  // boxesCut measures every element at each width; the screenshots are for a person to look at.
  expect(await boxesCut(page), 'token boxes').toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`tokens-${width}.png`), fullPage: true });
  }
  await expectAccessibleNow(page);

  await revoke.click();
  const dialog = page.getByRole('dialog', { name: `Revoke the token ${name}?` });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(revoke).toBeHidden();
});
