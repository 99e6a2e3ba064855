import { APP_ROUTES, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { expect, type Page, test } from '@playwright/test';
import { addOperator, setUpByApi, signIn } from '../support/back-office.ts';
import { expectAccessibleNow, waitForApp } from '../support/fixtures.ts';
import { newBorrower } from '../support/fresh-loan.ts';

// A real PNG (1x1), standing for the photos a phone's camera takes.
const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const TEXTS = {
  en: {
    name: 'Full name (given name, middle name, surname)',
    birth: 'Birth date',
    civil: 'Civil status',
    citizenship: 'Citizenship',
    region: 'Region',
    province: 'Province or highly urbanised city',
    city: 'City or municipality',
    barangay: 'Barangay',
    street: 'House number, street, subdivision',
    work: 'Work',
    income: 'Monthly income (₱)',
    idType: 'ID type',
    idNumber: 'ID number',
    consent: /I agree that the lender processes my personal data/,
    save: 'Save my profile',
    underAge: 'You must be 18 or older to borrow',
    wrongId: 'This number does not match the format of the ID you chose.',
    saved: 'Your profile is saved.',
  },
  fil: {
    name: 'Buong pangalan (pangalan, gitnang pangalan, apelyido)',
    birth: 'Petsa ng kapanganakan',
    civil: 'Civil status',
    citizenship: 'Pagkamamamayan',
    region: 'Rehiyon',
    province: 'Probinsya o highly urbanised city',
    city: 'Lungsod o munisipyo',
    barangay: 'Barangay',
    street: 'Numero ng bahay, kalye, subdivision',
    work: 'Trabaho',
    income: 'Buwanang kita (₱)',
    idType: 'Uri ng ID',
    idNumber: 'Numero ng ID',
    consent: /Pumapayag ako na iproseso ng nagpapautang/,
    save: 'I-save ang profile ko',
    underAge: 'Dapat 18 taong gulang ka pataas para makautang.',
    wrongId: 'Hindi tugma ang numerong ito sa format ng ID na pinili mo.',
    saved: 'Na-save na ang profile mo.',
  },
} as const;

async function fillProfile(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS], name: string) {
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.birth).fill('2012-05-01');
  await page.getByLabel(t.civil).selectOption('single');
  await page.getByLabel(t.citizenship).selectOption('filipino');
  await page.getByLabel(t.region).selectOption({ label: 'National Capital Region (NCR)' });
  await page.getByLabel(t.province).selectOption({ label: 'Quezon City' });
  await page.getByLabel(t.city).selectOption({ label: 'Quezon City' });
  await page.getByLabel(t.barangay).selectOption({ label: 'Alicia' });
  await page.getByLabel(t.street).fill('45 Kalayaan Avenue');
  await page.getByLabel(t.work, { exact: true }).selectOption('employed');
  await page.getByLabel(t.income).fill('25,000');
  await page.getByLabel(t.idType).selectOption('sss');
  await page.getByLabel(t.idNumber).fill('12-345');
  await expect(page.getByText(t.wrongId)).toBeVisible();
  await page.getByLabel(t.idNumber).fill(`34-${String(Date.now()).slice(-7)}-${name.length % 10}`);
  await page.locator('#id-photo').setInputFiles(PHOTO);
  await page.locator('#selfie').setInputFiles(PHOTO);
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(2);
  await page.getByText(t.consent).click();
}

/** Nothing wider than the screen: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [width, lang] of [
  [390, 'en'],
  [320, 'fil'],
] as const) {
  test(`a new borrower fills the profile with an ID and a selfie at ${width} px (${lang}), is told why when under 18, applies and the approver sees the documents and the rules`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[lang];
    await page.setViewportSize({ width, height: 844 });
    const borrower = await newBorrower(request);
    const name = `Ana Reyes ${lang === 'en' ? 'Santos' : 'Bautista'} ${String(Date.now())
      .slice(-4)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    await page.goto(`${APP_ROUTES.applicantProfile}?sessionid=${borrower.sessionid}&lang=${lang}`);
    // The app takes the page's language as the borrower's saved choice before it settles: fields
    // filled earlier would be drawn again empty.
    await waitForApp(page);
    await expect(page.getByLabel(t.name)).toBeEditable();
    await fillProfile(page, t, name);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.underAge })).toBeVisible();
    await expectNoOverflow(page);
    await expectAccessibleNow(page);
    await page.screenshot({
      path: test.info().outputPath(`profile-${width}-${lang}-refused.png`),
      fullPage: true,
    });

    await page.getByLabel(t.birth).fill('1995-05-01');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { name: t.saved })).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`profile-${width}-${lang}-saved.png`),
      fullPage: true,
    });

    // Applying: the server checks eligibility, and the policy records each rule's result.
    const call = async (path: string, data: object) =>
      (await request.post(`${path}?sessionid=${borrower.sessionid}`, { data })).json();
    const quote = (await call(endpoints.loanDetailConfirm.path, { productId: DEMO_PRODUCT_ID }))
      .data;
    const pushed = await call(endpoints.loanDetailPush.path, {
      productId: DEMO_PRODUCT_ID,
      amount: quote.amount,
      periods: quote.periods,
      termUnit: quote.termUnit,
    });
    expect(pushed.code, pushed.message).toBe(0);
    const orderId = pushed.data.orderId as string;
    // The agreement names the borrower, not only a masked mobile number.
    const jump = await call(endpoints.contractJump.path, {
      productId: DEMO_PRODUCT_ID,
      scene: 3,
      position: 0,
      orderId,
    });
    const agreement = await (await request.get(jump.data.contract_url)).text();
    expect(agreement).toContain(`<strong>Borrower:</strong> ${name}`);

    // The approver, at the back office's widths, sees who applied, the photos and the rules.
    const approver = await addOperator(request, 'approver');
    const secret = await setUpByApi(request, approver.link);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, request, approver.email, secret);
    await page.goto(`/ops/orders/${orderId}`);
    await expect(page.getByText(name)).toBeVisible();
    // The profile's answers in words, not the stored codes.
    for (const words of [/^Single$/, /^Filipino$/, /^Employed/, /^SSS ID \d/]) {
      await expect(page.locator('.facts dd').filter({ hasText: words }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Credit policy: Approve' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Amount limit Pass/ })).toBeVisible();
    for (const photo of [`ID of ${name}`, `Selfie of ${name}`]) {
      const img = page.getByRole('img', { name: photo });
      await expect(img).toBeVisible();
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    await page.screenshot({
      path: test.info().outputPath(`approver-1280-${lang}.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 768, height: 900 });
    await expectNoOverflow(page);
    await page.screenshot({
      path: test.info().outputPath(`approver-768-${lang}.png`),
      fullPage: true,
    });
  });
}
