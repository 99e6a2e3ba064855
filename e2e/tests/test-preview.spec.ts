import { APP_ROUTES, DEMO_CONTACT, expect, test } from '../support/fixtures.ts';

test.describe('test preview page', () => {
  test('logs in with a phone and opens customer service with the new session', async ({ page }) => {
    await page.goto(APP_ROUTES.testPreview);
    await page.getByLabel('Phone').fill('09170000101');
    await page.getByRole('button', { name: 'Log in with a code' }).click();
    await expect(page.getByText('Logged in: the session id is filled in.')).toBeVisible();
    await expect(page.getByLabel('Session id')).not.toHaveValue('');

    await page.getByRole('link', { name: 'Customer service' }).click();
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.customerService}\\?.*sessionid=`));
    await expect(page.getByRole('link', { name: DEMO_CONTACT.email })).toBeVisible();
  });

  test('logs a developer in and returns to the page it was given', async ({ page }) => {
    await page.goto(
      `${APP_ROUTES.testPreview}?redirect=${encodeURIComponent(APP_ROUTES.customerService)}`,
    );
    await page.getByLabel('Phone').fill('09170000102');
    await page.getByRole('button', { name: 'Log in with a code' }).click();
    await page.getByRole('link', { name: `Return to ${APP_ROUTES.customerService}` }).click();
    await expect(page.getByRole('link', { name: DEMO_CONTACT.email })).toBeVisible();
  });

  test('shows the location or why there is none', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 14.5547, longitude: 121.0244, accuracy: 25 });
    await page.goto(APP_ROUTES.testPreview);
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect(page.getByText('Latitude 14.55470, longitude 121.02440')).toBeVisible();
  });

  test('links the binding page with the preview’s device and order values', async ({ page }) => {
    await page.goto(APP_ROUTES.testPreview);
    await expect(page.getByRole('link', { name: 'Bind bank' })).toHaveAttribute(
      'href',
      new RegExp(`^${APP_ROUTES.bindBank}\\?.*productId=`),
    );
  });
});
