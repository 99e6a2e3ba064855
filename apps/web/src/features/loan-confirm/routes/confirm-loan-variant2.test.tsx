import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitNativeEvent } from '@/lib/bridge/native-events.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge } from '@/testing/render.tsx';
import type { Variant2Quote } from '../loan-quote.ts';
import { demoAgreements, demoVariant2Quote } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { ConfirmLoanVariant2Route } from './confirm-loan-variant2.tsx';

const PAGE = `${APP_ROUTES.confirmLoanVariant2}?sessionid=abc123&productId=P7`;
const promotion = {
  title: 'Zero interest week',
  content: 'Borrow now, pay no interest.',
  image: '/promo.png',
};

function serveQuote(quote: Partial<Variant2Quote> = {}) {
  server.use(
    handleEndpoint(endpoints.satire, () =>
      ok(endpoints.satire, { ...demoVariant2Quote, ...quote }),
    ),
  );
}

let uninstallBridge: (() => void) | undefined;
beforeEach(() => {
  server.use(handleEndpoint(endpoints.cultures, () => ok(endpoints.cultures, demoAgreements)));
  serveQuote();
});
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

describe('confirm loan variant 2', () => {
  it('asks with wire names and shows the repayment date, button label and message', async () => {
    let quoteBody = '';
    let agreementsQuery: URLSearchParams | undefined;
    server.use(
      handleEndpoint(endpoints.satire, async ({ request }) => {
        quoteBody = await request.text();
        return ok(endpoints.satire, demoVariant2Quote);
      }),
      handleEndpoint(endpoints.cultures, ({ query }) => {
        agreementsQuery = query;
        return ok(endpoints.cultures, demoAgreements);
      }),
    );
    renderRoute(ConfirmLoanVariant2Route, PAGE);

    expect(await screen.findByText('₱5,000.00')).toBeInTheDocument();
    expect(new URLSearchParams(quoteBody).get('quiver')).toBe('P7');
    expect(quoteBody).not.toContain('productId');
    expect(await screen.findByRole('button', { name: 'Loan Agreement' })).toBeVisible();
    expect(agreementsQuery?.get('quiver')).toBe('P7');
    expect(agreementsQuery?.get('anchor')).toBe('3');
    expect(screen.getByText('First payment date')).toBeInTheDocument();
    expect(screen.getByText('Last payment date')).toBeInTheDocument();
    expect(screen.getAllByText('2027-02-28').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Get my cash' })).toBeEnabled();
    expect(screen.getByText('Money arrives within 1 to 3 days')).toBeVisible();
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('pushes the quoted figures with wire names, then replaces the page', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    let pushBody = '';
    let key: string | null = null;
    server.use(
      handleEndpoint(endpoints.depush, async ({ request }) => {
        pushBody = await request.text();
        key = request.headers.get('idempotency-key');
        return ok(endpoints.depush, { lendDetailsUrl: '/loanDetail?orderId=O2', orderId: 'O2' });
      }),
    );
    renderRoute(ConfirmLoanVariant2Route, PAGE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Get my cash' }));
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());

    expect(Object.fromEntries(new URLSearchParams(pushBody))).toEqual({
      lantern: String(demoVariant2Quote.amount),
      marble: String(demoVariant2Quote.periods),
      thistle: demoVariant2Quote.termUnit,
      quiver: 'P7',
    });
    expect(key).toBeTruthy();
    const target = new URL(replace.mock.calls[0]?.[0] ?? '');
    expect(target.pathname).toBe('/loanDetail');
    expect(target.searchParams.get('from')).toBe('confirm');
    expect(target.searchParams.get('sessionid')).toBe('abc123');
  });

  it('opens an agreement through its obfuscated call', async () => {
    const user = userEvent.setup();
    let jumpQuery: URLSearchParams | undefined;
    server.use(
      handleEndpoint(endpoints.misunderstood, ({ query }) => {
        jumpQuery = query;
        return ok(endpoints.misunderstood, { contractUrl: '/contracts/loan.html' });
      }),
    );
    renderRoute(ConfirmLoanVariant2Route, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Loan Agreement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    expect(within(dialog).getByTitle('Loan Agreement')).toHaveAttribute(
      'src',
      `${window.location.origin}/contracts/loan.html`,
    );
    expect(jumpQuery?.get('compass')).toBe('0');
    expect(jumpQuery?.get('anchor')).toBe('3');
    expect(jumpQuery?.get('quiver')).toBe('P7');
  });

  it('shows the promotion with a sized image, and closes it with the close icon', async () => {
    const user = userEvent.setup();
    serveQuote({ promotion });
    renderRoute(ConfirmLoanVariant2Route, PAGE);

    const popup = await screen.findByRole('dialog', { name: 'Zero interest week' });
    expect(within(popup).getByText('Borrow now, pay no interest.')).toBeVisible();
    const image = popup.querySelector('img');
    expect(image).toHaveAttribute('src', '/promo.png');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(popup).not.toBeVisible());
  });

  it('shows the promotion only after the agreement asked for on arrival', async () => {
    const user = userEvent.setup();
    serveQuote({ promotion, popAgreementUrl: '/contracts/loan.html' });
    renderRoute(ConfirmLoanVariant2Route, PAGE);

    const agreement = await screen.findByRole('dialog', { name: 'Loan agreement' });
    expect(screen.queryByRole('dialog', { name: 'Zero interest week' })).not.toBeInTheDocument();
    await user.click(within(agreement).getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('dialog', { name: 'Zero interest week' })).toBeInTheDocument();
  });

  it("toasts the server's message when the quote is refused (non-'00')", async () => {
    server.use(handleEndpoint(endpoints.satire, () => fail('01', 'Product is closed')));
    renderRoute(ConfirmLoanVariant2Route, PAGE);
    expect(await screen.findByText('Product is closed')).toBeInTheDocument();
    expect(
      await screen.findByText('The loan details are not available right now.'),
    ).toBeInTheDocument();
  });

  it("toasts the server's message when the push is refused", async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    server.use(handleEndpoint(endpoints.depush, () => fail('02', 'Limit reached')));
    renderRoute(ConfirmLoanVariant2Route, PAGE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Get my cash' }));
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("opens the 'Point out' popup on the iOS back action when isPopType is 1", async () => {
    const user = userEvent.setup();
    const closeWebview = vi.fn();
    uninstallBridge = installIosBridge({ closeWebview: { postMessage: closeWebview } });
    serveQuote({
      isPopType: 1,
      popTitle: 'Leaving already?',
      popContent: 'Your offer expires today.',
    });
    renderRoute(ConfirmLoanVariant2Route, PAGE);
    await screen.findByText('₱5,000.00');

    act(() => {
      emitNativeEvent('iosBack');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Point out' });
    expect(within(dialog).getByText('Your offer expires today.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closeWebview).toHaveBeenCalledOnce();
  });
});
