import { APP_ROUTES, DEMO_CONTACT, expect, test } from '../support/fixtures.ts';

test.describe('customer service', () => {
  test('shows the seeded contact details to the demo borrower', async ({
    page,
    openAsBorrower,
  }) => {
    await openAsBorrower(APP_ROUTES.customerService);

    const email = page.getByRole('link', { name: DEMO_CONTACT.email });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${DEMO_CONTACT.email}`);
    await expect(page.getByText(DEMO_CONTACT.smWa)).toBeVisible();
    await expect(page).toHaveTitle(/Customer service/i);
  });

  test('goes on to the complaint page, keeping the session', async ({ page, openAsBorrower }) => {
    await openAsBorrower(APP_ROUTES.customerService);
    await page.getByRole('button', { name: /complaint/i }).click();

    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.complaint}\\?.*sessionid=`));
  });

  test('sends a borrower with an unknown session to log in', async ({ page }) => {
    await page.goto(`${APP_ROUTES.customerService}?sessionid=not-a-real-session`);

    // Outside the native shell the bridge's go-to-login falls back to the borrower sign-in page.
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.signIn}\\?redirect=`));
  });
});
