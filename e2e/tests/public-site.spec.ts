import { APP_ROUTES, DEMO_CONTACT, expect, test } from '../support/fixtures.ts';

const SECTIONS = [
  ['About us', 'about'],
  ['Privacy Agreement', 'privacy'],
  ['Loan terms and conditions', 'loan-terms'],
  ['Contact Us', 'contact'],
  ['Home', 'home'],
] as const;

test.describe('public home page', () => {
  test('each navigation entry scrolls to its section', async ({ page }) => {
    await page.goto(APP_ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const [name, id] of SECTIONS) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h1, #${id} h2`).first()).toBeInViewport();
    }
  });

  test('the banner moves on every 3000 ms', async ({ page }) => {
    await page.clock.install({ time: new Date('2030-01-01T08:00:00') });
    await page.goto(APP_ROUTES.home);
    await page.clock.pauseAt(new Date('2030-01-01T09:00:00'));
    // Choosing a slide restarts the timer, so the interval is measured from a known instant.
    await page.getByRole('button', { name: 'Show slide 1' }).click();
    const shown = page.locator('[data-carousel-slide][aria-hidden="false"]');
    await expect(shown).toContainText('A decision within 1 day');
    await page.clock.runFor(2999);
    await expect(shown).toContainText('A decision within 1 day');
    await page.clock.runFor(1);
    await expect(shown).toContainText('Up to 365 days to repay');
    await page.clock.runFor(3000);
    await expect(shown).toContainText('Safe and private');
    await page.clock.runFor(3000);
    await expect(shown).toContainText('A decision within 1 day');
  });

  test('the contact form wants every field, then says Success!', async ({ page }) => {
    const sent: string[] = [];
    await page.goto(APP_ROUTES.home);
    page.on('request', (request) => sent.push(request.url()));
    await page.getByLabel('Name').fill('Juan dela Cruz');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please provide complete information!')).toBeVisible();

    await page.getByLabel('Telephone').fill('abc');
    await page.getByLabel('Suggestion').fill('More repayment channels, please.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Please enter a Philippine mobile number/)).toBeVisible();

    await page.getByLabel('Telephone').fill('0917 123 4567');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(sent, 'requests made by the contact form').toEqual([]);
  });

  test('shows the brand in the footer and the minimum age', async ({ page }) => {
    await page.goto(APP_ROUTES.home);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: DEMO_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_CONTACT.email}`,
    );
    await expect(footer).toContainText(/© \d{4} .+, all rights reserved\./);
    await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    [APP_ROUTES.home, 'Cash when you need it, straight to your account'],
    [APP_ROUTES.about, 'About us'],
    [APP_ROUTES.loan, 'Loan terms and conditions'],
  ] as const) {
    test(`${path} shows its text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(DEMO_CONTACT.email);
      await expect(page.locator('body')).not.toContainText('%%brand');
    });
  }

  test('/About names the customer service e-mail', async ({ page }) => {
    await page.goto(APP_ROUTES.about);
    await expect(
      page.getByRole('main').getByRole('link', { name: DEMO_CONTACT.email }),
    ).toBeVisible();
  });
});

test.describe('public pages', () => {
  test('/Loan states every loan terms figure', async ({ page }) => {
    await page.goto(APP_ROUTES.loan);
    await expect(page).toHaveTitle('Loan terms and conditions');
    const main = page.getByRole('main');
    for (const figure of [
      'from 91 to 365 calendar days',
      'decision within 1 day',
      'within 1 to 3 calendar days',
      'at least 50% of the Loan Term has elapsed',
      'no earlier than 7 days after the Release',
      '₱1,000.00 for new clients',
      '₱800.00 for repeat clients',
      '5% of the unpaid amount per day, from day 1 to day 30',
      '4% of the unpaid amount per day, from day 31 to day 90',
      '2% of the unpaid amount per day, from day 91 of the Default onwards',
      'within 3 calendar days of the change',
      'within 10 days of the judgment',
      'at least 7 business days in advance',
      'same period as the original Loan Term',
      'Filipino citizen',
      'over 18 years of age',
      'permanent address in the Philippines',
      DEMO_CONTACT.email,
    ]) {
      await expect(main).toContainText(figure);
    }
  });

  test('/Policy frames the privacy policy', async ({ page }) => {
    await page.goto(APP_ROUTES.policy);
    const frame = page.frameLocator('iframe[title="Privacy policy"]');
    await expect(frame.getByRole('heading', { name: /grievance officer/i })).toBeVisible();
  });
});
