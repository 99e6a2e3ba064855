import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { bridge } from '@/lib/bridge/bridge.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge } from '@/testing/render.tsx';
import {
  loanDetailsOf,
  ORDER_ID,
  ORDER_QUERY,
  PRODUCT_ID,
} from '../testing/loan-details-fixture.ts';
import { answerLoanDetails, currentQuery, renderOrderPage } from '../testing/render-order-page.tsx';

const PAGE = `${APP_ROUTES.loanDetail}?${ORDER_QUERY}`;
const ACTION_LABELS = ['REPAY', 'Repayment', 'Rollover Repayment', 'Borrow Again'];

let uninstallBridge: (() => void) | undefined;
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  document.cookie = 'showBankTip=; path=/; max-age=0';
  await clearToast();
});

async function openOrder(overrides: Parameters<typeof loanDetailsOf>[0] = {}) {
  const details = loanDetailsOf(overrides);
  const received = answerLoanDetails(details);
  renderOrderPage(PAGE);
  await screen.findByRole('heading', { name: details.noticeStatusText });
  return received;
}

function shownActions(): string[] {
  return ACTION_LABELS.filter((name) => screen.queryByRole('button', { name }));
}

function shownIcon(): string | null | undefined {
  return document.querySelector('[data-icon]')?.getAttribute('data-icon');
}

/** Long enough for a read's three tries (1 s and 3 s apart), with room on a busy machine. */
const RETRIED = { timeout: 20_000 };
describe('order details page', () => {
  it('shows the status, the product card and its rows, asking with the page’s ids', async () => {
    const received = await openOrder({ inside: 'https://cdn.pesonow.example/banner.png' });
    expect(received[0]?.body).toEqual({ productId: PRODUCT_ID, orderId: ORDER_ID });
    expect(received[0]?.query.get('sessionid')).toBe('s1');
    expect(screen.getByText('The money is on its way to your account.')).toBeVisible();
    expect(screen.getByText('PesoNow Cash')).toBeVisible();
    expect(screen.getByText('Loan amount')).toBeVisible();
    expect(screen.getByText('₱5,000.00')).toBeVisible();
    const banner = document.querySelector('img[src="https://cdn.pesonow.example/banner.png"]');
    expect(banner).toHaveAttribute('width');
    expect(banner).toHaveAttribute('height');
    expect(document.title).toBe('Order Details');
    expect(screen.getByRole('heading', { name: 'Order Details', level: 1 })).toBeVisible();
  });

  it("shows 'loading...' while the call runs", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      handleEndpoint(endpoints.loanDetails, async () => {
        await answered;
        return ok(endpoints.loanDetails, loanDetailsOf());
      }),
    );
    renderOrderPage(PAGE);
    expect(await screen.findByText('loading...')).toBeInTheDocument();
    answer();
    await screen.findByRole('heading', { name: 'Loan disbursed' });
    await waitFor(() => expect(screen.queryByText('loading...')).not.toBeInTheDocument());
  });

  interface StatusRow {
    status: number;
    isDelay: '0' | '1';
    actions: string[];
    icon: string;
  }
  it.each<StatusRow>([
    { status: 21, isDelay: '0', actions: [], icon: 'rejected' },
    { status: 110, isDelay: '0', actions: [], icon: 'under-review' },
    { status: 151, isDelay: '0', actions: [], icon: 'approved' },
    { status: 170, isDelay: '0', actions: ['Repayment'], icon: 'disbursed' },
    { status: 174, isDelay: '1', actions: ['REPAY', 'Rollover Repayment'], icon: 'due' },
    { status: 174, isDelay: '0', actions: ['Repayment'], icon: 'due' },
    { status: 180, isDelay: '1', actions: ['REPAY', 'Rollover Repayment'], icon: 'overdue' },
    { status: 180, isDelay: '0', actions: ['Repayment'], icon: 'overdue' },
    { status: 200, isDelay: '1', actions: ['Borrow Again'], icon: 'settled' },
    { status: 999, isDelay: '1', actions: [], icon: 'settled' },
  ])('status $status, isDelay $isDelay: $actions, icon $icon', async (row) => {
    await openOrder({ orderStatus: row.status, isDelay: row.isDelay });
    expect(shownActions()).toEqual(row.actions);
    expect(shownIcon()).toBe(row.icon);
    const hint = screen.queryByText('Short of money?');
    if (row.actions.includes('Rollover Repayment')) expect(hint).toBeVisible();
    else expect(hint).not.toBeInTheDocument();
  });

  it('says the order could not be opened, and offers the way home, on success false', async () => {
    server.use(handleEndpoint(endpoints.loanDetails, () => fail(2002, 'Order not found')));
    const goHome = vi.spyOn(bridge, 'goHome');
    renderOrderPage(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'This order could not be opened' }),
    ).toBeVisible();
    expect(document.querySelector('[data-icon]')).toBeNull();
    expect(shownActions()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to home page' }));
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('says so, without calling, when the address has no order', async () => {
    renderOrderPage(`${APP_ROUTES.loanDetail}?sessionid=s1&productId=${PRODUCT_ID}`);
    expect(
      await screen.findByRole('heading', { name: /no product or order number/ }),
    ).toBeVisible();
  });

  it('reads again by itself when the network drops the call once', async () => {
    let calls = 0;
    server.use(
      handleEndpoint(endpoints.loanDetails, () => {
        calls += 1;
        return calls === 1 ? Response.error() : ok(endpoints.loanDetails, loanDetailsOf());
      }),
    );
    renderOrderPage(PAGE);
    // The second try goes a second after the first: no retry button on the way.
    const heading = await screen.findByRole('heading', { name: 'Loan disbursed' }, RETRIED);
    expect(heading).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('offers a retry when the server stays out of reach', async () => {
    const user = userEvent.setup();
    let down = true;
    let calls = 0;
    server.use(
      handleEndpoint(endpoints.loanDetails, () => {
        calls += 1;
        return down ? Response.error() : ok(endpoints.loanDetails, loanDetailsOf());
      }),
    );
    renderOrderPage(PAGE);
    const retry = await screen.findByRole('button', { name: 'Try again' }, RETRIED);
    // The first try and two more, 1 s and 3 s apart.
    expect(calls).toBe(3);
    down = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Loan disbursed' })).toBeVisible();
  });

  it('keeps the recommended products hidden, as the spec says', async () => {
    await openOrder();
    expect(screen.queryByText('Cash Partner')).not.toBeInTheDocument();
  });
});

describe('playeduL redirect', () => {
  const allowPartner = () =>
    setBrandConfig({ ...DEFAULT_BRAND_CONFIG, allowedRedirectHosts: ['pesonow.example'] });

  it('replaces the page with a partner’s playeduL as given, without the session', async () => {
    allowPartner();
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    answerLoanDetails(
      loanDetailsOf({ orderStatus: 174, playeduL: 'https://pesonow.example/pay?step=2#top' }),
    );
    renderOrderPage(PAGE);
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(replace.mock.calls[0]?.[0]).toBe('https://pesonow.example/pay?step=2#top');
    expect(screen.queryByText('Loan disbursed')).not.toBeInTheDocument();
  });

  it('adds the session parameters to a playeduL on our own origin', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    answerLoanDetails(loanDetailsOf({ orderStatus: 174, playeduL: '/repay?step=2#top' }));
    renderOrderPage(PAGE);
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());
    const target = new URL(replace.mock.calls[0]?.[0] ?? '');
    expect(target.origin).toBe(window.location.origin);
    expect(target.pathname).toBe('/repay');
    expect(target.hash).toBe('#top');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      step: '2',
      sessionid: 's1',
      productId: PRODUCT_ID,
      product_id: PRODUCT_ID,
      orderId: ORDER_ID,
    });
  });

  it('stays for a rejected order (status 21)', async () => {
    allowPartner();
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    await openOrder({
      orderStatus: 21,
      noticeStatusText: 'Rejected',
      playeduL: 'https://pesonow.example/pay',
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('refuses a host the brand does not allow, and shows the order', async () => {
    allowPartner();
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    await openOrder({ playeduL: 'https://evil.example/pay' });
    expect(replace).not.toHaveBeenCalled();
    expect(shownActions()).toEqual(['Repayment']);
  });
});

describe('order actions', () => {
  it('goes to repayment with the order in the address, and sets the bank-tip flag', async () => {
    const user = userEvent.setup();
    await openOrder({ orderStatus: 170 });
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.repayment}`)).toBeVisible();
    expect(currentQuery()).toMatchObject({
      productId: PRODUCT_ID,
      orderId: ORDER_ID,
      sessionid: 's1',
    });
    expect(document.cookie).toContain('showBankTip=1');
  });

  it('goes to the rollover repayment page, and sets the bank-tip flag', async () => {
    const user = userEvent.setup();
    await openOrder({ orderStatus: 180, isDelay: '1' });
    await user.click(screen.getByRole('button', { name: 'Rollover Repayment' }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.repaymentDelay}`)).toBeVisible();
    expect(currentQuery()).toMatchObject({ productId: PRODUCT_ID, orderId: ORDER_ID });
    expect(document.cookie).toContain('showBankTip=1');
  });

  it('borrows again: saves event module 30 position 0, then opens the native product page', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    let event: unknown;
    server.use(
      handleEndpoint(endpoints.eventSave, ({ body }) => {
        steps.push('event');
        event = body;
        return ok(endpoints.eventSave, null);
      }),
    );
    const navigateToPage = vi.fn(() => steps.push('native'));
    uninstallBridge = installIosBridge({ navigateToPage: { postMessage: navigateToPage } });
    setBrandConfig({ ...DEFAULT_BRAND_CONFIG, schemeUrl: 'pesonow://' });
    await openOrder({ orderStatus: 200 });
    await user.click(screen.getByRole('button', { name: 'Borrow Again' }));

    await waitFor(() => expect(navigateToPage).toHaveBeenCalledOnce());
    expect(event).toEqual({ productId: PRODUCT_ID, moduleId: 30, positionId: 0 });
    expect(steps).toEqual(['event', 'native']);
    expect(navigateToPage).toHaveBeenCalledWith({
      page: 'productDetail',
      params: { productId: PRODUCT_ID, schemeUrl: 'pesonow://' },
    });
  });

  it('borrows again in a plain browser through the confirm loan page', async () => {
    const user = userEvent.setup();
    server.use(handleEndpoint(endpoints.eventSave, () => ok(endpoints.eventSave, null)));
    await openOrder({ orderStatus: 200 });
    await user.click(screen.getByRole('button', { name: 'Borrow Again' }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.confirmLoan}`)).toBeVisible();
    expect(currentQuery()).toMatchObject({ productId: PRODUCT_ID, sessionid: 's1' });
  });

  it("sends 'Click to view more products' to the home screen", async () => {
    const user = userEvent.setup();
    const goHome = vi.fn();
    uninstallBridge = installIosBridge({ goHome: { postMessage: goHome } });
    await openOrder();
    await user.click(screen.getByRole('button', { name: 'Click to view more products' }));
    expect(goHome).toHaveBeenCalledOnce();
  });

  it("links to My loans beside the more-products link, keeping the session: the shell's go-to-mine", async () => {
    const user = userEvent.setup();
    const goMine = vi.fn();
    uninstallBridge = installIosBridge({ goMine: { postMessage: goMine } });
    await openOrder();
    const link = screen.getByRole('link', { name: 'My loans' });
    // Before the app runs, and in a browser, the link's own address.
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe(APP_ROUTES.myLoans);
    expect(href.searchParams.get('sessionid')).toBe('s1');
    await user.click(link);
    expect(goMine).toHaveBeenCalledWith({});
    expect(window.location.pathname).not.toBe(APP_ROUTES.myLoans);
  });

  it('counts the unread messages on the link to My loans, which opens them', async () => {
    const user = userEvent.setup();
    server.use(
      handleEndpoint(endpoints.messagesUnread, () => ok(endpoints.messagesUnread, { unread: 2 })),
    );
    await openOrder();
    const link = await screen.findByRole('link', { name: 'My loans: 2 unread messages' });
    await user.click(link);
    expect(await screen.findByText(`Other page ${APP_ROUTES.myLoans}`)).toBeVisible();
    expect(window.location.hash).toBe('#messages');
    expect(currentQuery()).toMatchObject({ sessionid: 's1' });
  });

  it("calls the server's telephone rather than the brand's", async () => {
    const user = userEvent.setup();
    const callPhone = vi.fn();
    uninstallBridge = installIosBridge({ callPhone: { postMessage: callPhone } });
    setBrandConfig({ ...DEFAULT_BRAND_CONFIG, servicePhone: '+63 2 8000 0000' });
    await openOrder({ telephone: '+63 917 555 0199' });
    await user.click(screen.getByRole('button', { name: 'Customer service: +63 917 555 0199' }));
    expect(callPhone).toHaveBeenCalledWith({ phone: '+63 917 555 0199' });
  });

  it("falls back to the brand's service phone", async () => {
    setBrandConfig({ ...DEFAULT_BRAND_CONFIG, servicePhone: '+63 2 8000 0000' });
    await openOrder({ telephone: '' });
    expect(screen.getByRole('button', { name: 'Customer service: +63 2 8000 0000' })).toBeVisible();
  });
});
