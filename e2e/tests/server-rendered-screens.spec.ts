import {
  CARD_NEED_POP,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  endpoints,
  SCREEN_PARTS_ELEMENT_ID,
  SCREEN_STATE_ELEMENT_ID,
} from '@loan/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { APP_ROUTES, DEMO_CONTACT, expect, test, waitForApp } from '../support/fixtures.ts';

/** What the API answers the borrower for this call (JSON calls only). */
async function apiData(
  request: APIRequestContext,
  path: string,
  sessionid: string,
  body: Record<string, unknown>,
) {
  const response = await request.post(`${path}?sessionid=${sessionid}`, { data: body });
  const envelope = await response.json();
  expect(envelope.code).toBe(0);
  return envelope.data;
}

/** The page as the server sent it, shown by a browser that runs no script at all. */
async function openWithoutScripts(browser: Browser, baseURL: string, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

/** Counts the calls of one API path the page makes from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

const orders = Object.entries(DEMO_ORDER_IDS);

test.describe('screens rendered by the server', () => {
  for (const [name, orderId] of orders) {
    test(`order details (${name}) shows its status and rows before any script runs`, async ({
      browser,
      baseURL,
      request,
      demoSession,
    }) => {
      const ids = { productId: DEMO_PRODUCT_ID, orderId };
      const data = await apiData(request, endpoints.loanDetails.path, demoSession, ids);
      const query = new URLSearchParams({ sessionid: demoSession, ...ids });
      const { page, close } = await openWithoutScripts(
        browser,
        baseURL ?? '',
        `${APP_ROUTES.loanDetail}?${query}`,
      );
      await expect(page.getByRole('heading', { name: data.noticeStatusText })).toBeVisible();
      for (const row of data.userOrderDetail.detail) {
        await expect(page.getByText(row.value, { exact: true }).first()).toBeVisible();
      }
      await close();
    });
  }

  test('order details hydrate without calling again, and act on a tap', async ({
    page,
    openAsBorrower,
  }) => {
    const loanDetailsCalls = countCalls(page, endpoints.loanDetails.path);
    await openAsBorrower(APP_ROUTES.loanDetail, {
      productId: DEMO_PRODUCT_ID,
      orderId: DEMO_ORDER_IDS.settled,
    });
    await expect(page.locator(`#${SCREEN_STATE_ELEMENT_ID}`)).toHaveCount(1);
    // The rating opens on arrival once the page is live: proof that it hydrated.
    const rating = page.getByRole('dialog');
    await expect(rating).toBeVisible();
    await rating.getByRole('button', { name: 'Cancel' }).click();
    await expect(rating).toBeHidden();
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    await expect(page).toHaveURL(new RegExp(APP_ROUTES.confirmLoan));
    expect(loanDetailsCalls()).toBe(0);
  });

  test('a rendered screen starts loading its scripts only after its first contentful paint', async ({
    page,
    openAsBorrower,
  }) => {
    await openAsBorrower(APP_ROUTES.loanDetail, {
      productId: DEMO_PRODUCT_ID,
      orderId: DEMO_ORDER_IDS.overdue,
    });
    await waitForApp(page);
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        paint: paint?.startTime ?? Number.NaN,
        scripts: scripts.length,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timings.scripts).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThan(timings.paint);
  });

  test('the instalment page shows what is due without scripts, and hydrates without calling again', async ({
    browser,
    baseURL,
    page,
    request,
    demoSession,
    openAsBorrower,
  }) => {
    const ids = { productId: '1002', orderId: DEMO_ORDER_IDS.overdue };
    const info = await apiData(request, endpoints.installmentDetail.path, demoSession, ids);
    const query = new URLSearchParams({ sessionid: demoSession, ...ids });
    const { page: bare, close } = await openWithoutScripts(
      browser,
      baseURL ?? '',
      `${APP_ROUTES.repayment}?${query}`,
    );
    await expect(bare.getByText(info.detail[0].value, { exact: true }).first()).toBeVisible();
    await expect(bare.getByText(`Repayment date: ${info.repayDate}`)).toBeVisible();
    // Another spec may have paid what the demo loan owed: then nothing is due yet, and no Payment.
    const payable = info.repayAmount > 0;
    if (payable) {
      await expect(bare.getByRole('button', { name: /Payment Method/ })).toContainText(
        info.repayList[0].name,
      );
    } else {
      await expect(bare.getByText(/^Nothing is due yet/)).toBeVisible();
    }
    await close();

    const calls = countCalls(page, endpoints.installmentDetail.path);
    await openAsBorrower(APP_ROUTES.repayment, ids);
    if (payable) {
      await page.getByRole('button', { name: /Payment Method/ }).click();
      await expect(page.getByRole('dialog', { name: 'Payment Method' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'more' }).click();
      await expect(page.getByText('Paid so far', { exact: true })).toBeVisible();
    }
    expect(calls()).toBe(0);
  });

  test('a part in a chunk of its own (the QR code) shows without scripts, and only the chunk of the part shown comes with the page', async ({
    browser,
    baseURL,
    page,
    demoSession,
    openAsBorrower,
  }) => {
    const code = {
      showType: '2',
      payCode: 'https://checkout.example/pay/PN1',
      repayAmount: '545500',
    };
    const qrCode = { name: 'QR code to pay ₱5,455.00' };
    const query = new URLSearchParams({ sessionid: demoSession, ...code });
    const { page: bare, close } = await openWithoutScripts(
      browser,
      baseURL ?? '',
      `${APP_ROUTES.repaymentOfCode}?${query}`,
    );
    await expect(bare.getByRole('img', qrCode)).toBeVisible();
    expect(await bare.locator(`#${SCREEN_PARTS_ELEMENT_ID}`).textContent()).toBe(
      JSON.stringify(['src/features/repayment/components/qr-code.tsx']),
    );
    await close();

    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await openAsBorrower(APP_ROUTES.repaymentOfCode, code);
    await expect(page.getByRole('img', qrCode)).toBeVisible();
    // The QR library came with the page; the code card's chunk, not shown, did not.
    expect(chunks.some((path) => /\/qr-code-[\w-]+\.js$/.test(path))).toBe(true);
    expect(chunks.some((path) => /\/code-card-[\w-]+\.js$/.test(path))).toBe(false);
  });

  test('confirm loan shows the quote without scripts, and hydrates without calling again', async ({
    browser,
    baseURL,
    page,
    request,
    demoSession,
    openAsBorrower,
  }) => {
    const quote = await apiData(request, endpoints.loanDetailConfirm.path, demoSession, {
      productId: DEMO_PRODUCT_ID,
    });
    const query = new URLSearchParams({ sessionid: demoSession, productId: DEMO_PRODUCT_ID });
    for (const route of [APP_ROUTES.confirmLoan, APP_ROUTES.confirmLoanVariant2]) {
      const { page: bare, close } = await openWithoutScripts(
        browser,
        baseURL ?? '',
        `${route}?${query}`,
      );
      for (const row of quote.details) {
        await expect(bare.getByText(row.value, { exact: true }).first()).toBeVisible();
      }
      await close();
    }

    const quoteCalls = countCalls(page, endpoints.loanDetailConfirm.path);
    await openAsBorrower(APP_ROUTES.confirmLoan, { productId: DEMO_PRODUCT_ID });
    const consent = page.getByRole('checkbox');
    await expect(consent).toBeChecked();
    await consent.uncheck();
    await expect(page.getByRole('button', { name: 'Loan Now' })).toBeDisabled();
    expect(quoteCalls()).toBe(0);
  });

  test('customer service shows the contact without scripts', async ({
    browser,
    baseURL,
    demoSession,
  }) => {
    const { page, close } = await openWithoutScripts(
      browser,
      baseURL ?? '',
      `${APP_ROUTES.customerService}?sessionid=${demoSession}`,
    );
    await expect(page.getByText(DEMO_CONTACT.smWa)).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_CONTACT.email })).toBeVisible();
    await expect(page).toHaveTitle(/Customer service/i);
    await close();
  });

  test('withdraw and joint login failure show their content without scripts', async ({
    browser,
    baseURL,
    request,
    demoSession,
  }) => {
    const approved = { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.approved };
    const details = await apiData(request, endpoints.loanDetails.path, demoSession, approved);
    const withdraw = await openWithoutScripts(
      browser,
      baseURL ?? '',
      `${APP_ROUTES.loanWithdraw}?${new URLSearchParams({ sessionid: demoSession, ...approved })}`,
    );
    // Still waiting, waiting for a payout account first, or withdrawn already by another test:
    // whichever the demo borrower is in, the server-rendered page says so.
    const stillApproved = details.orderStatus === 151;
    const accountFirst = stillApproved && details.cardNeedPop === CARD_NEED_POP;
    const waiting = stillApproved && details.h5Url !== '';
    const shown = accountFirst
      ? withdraw.page.getByText('Add the account we send the money to, then accept the loan.')
      : waiting
        ? withdraw.page.getByRole('button', { name: /withdraw/i }).first()
        : withdraw.page.getByText('This loan has no withdrawal waiting.');
    await expect(shown).toBeVisible();
    await withdraw.close();

    const failure = await openWithoutScripts(
      browser,
      baseURL ?? '',
      `${APP_ROUTES.jointLoginFailure}?sessionid=${demoSession}&productId=${DEMO_PRODUCT_ID}`,
    );
    await expect(failure.page.getByText('Failed', { exact: true })).toBeVisible();
    await expect(failure.page.getByText('CashPartner').first()).toBeVisible();
    await failure.close();
  });

  test('an expired session renders no data and still sends the borrower to log in', async ({
    page,
  }) => {
    const response = await page.goto(
      `${APP_ROUTES.loanDetail}?sessionid=expired&productId=${DEMO_PRODUCT_ID}&orderId=${DEMO_ORDER_IDS.overdue}`,
    );
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.signIn}\\?redirect=`));
  });
});
