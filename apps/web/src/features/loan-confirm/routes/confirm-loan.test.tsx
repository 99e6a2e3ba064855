import { AGREEMENT_SCENE, APP_ROUTES, BUSINESS_CODE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitNativeEvent } from '@/lib/bridge/native-events.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge } from '@/testing/render.tsx';
import type { LoanQuote } from '../loan-quote.ts';
import { demoAgreements, demoQuote } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { ConfirmLoanRoute } from './confirm-loan.tsx';

const PAGE = `${APP_ROUTES.confirmLoan}?sessionid=abc123&productId=P7`;

function serveQuote(quote: Partial<LoanQuote> = {}) {
  server.use(
    handleEndpoint(endpoints.loanDetailConfirm, () =>
      ok(endpoints.loanDetailConfirm, { ...demoQuote, ...quote }),
    ),
  );
}

function servePush(lendDetailsUrl: string) {
  const pushes: { body: unknown; key: string | null }[] = [];
  server.use(
    handleEndpoint(endpoints.loanDetailPush, ({ body, request }) => {
      pushes.push({ body, key: request.headers.get('idempotency-key') });
      return ok(endpoints.loanDetailPush, { lendDetailsUrl, orderId: 'O1' });
    }),
  );
  return pushes;
}

async function loanNowButton() {
  return screen.findByRole('button', { name: 'Loan Now' });
}

let uninstallBridge: (() => void) | undefined;
beforeEach(() => {
  server.use(
    handleEndpoint(endpoints.contractList, () => ok(endpoints.contractList, demoAgreements)),
  );
  serveQuote();
});
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

describe('confirm loan v3: the quote', () => {
  it('tells a borrower with an overdue loan before they apply, and keeps Loan Now off', async () => {
    const message =
      'You have an overdue loan. Please repay it first: you can apply again once it is paid.';
    serveQuote({ applyBlockedMessage: message });
    const pushes = servePush('/loanDetail?productId=P7&orderId=O1');
    renderRoute(ConfirmLoanRoute, PAGE);
    const note = await screen.findByRole('region', { name: 'Repay your overdue loan first' });
    expect(note).toHaveTextContent(message);
    const link = within(note).getByRole('link', { name: 'See my loans and repay' });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^${APP_ROUTES.myLoans}\\?sessionid=abc123`),
    );
    const button = await loanNowButton();
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(pushes).toHaveLength(0);
  });

  it("shows the server's quote: amount, days, rate, details and the plan n/total", async () => {
    let sent: unknown;
    server.use(
      handleEndpoint(endpoints.loanDetailConfirm, ({ body }) => {
        sent = body;
        return ok(endpoints.loanDetailConfirm, demoQuote);
      }),
    );
    renderRoute(ConfirmLoanRoute, PAGE);

    expect(await screen.findByText('₱5,000.00')).toBeInTheDocument();
    expect(sent).toEqual({ productId: 'P7' });
    expect(screen.getByText('91 days')).toBeInTheDocument();
    expect(screen.getByText('0.05% per day')).toBeInTheDocument();
    expect(screen.getByText('Service fee')).toBeInTheDocument();
    expect(screen.getByText('₱4850.00')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(screen.getByText('₱1,800.00')).toBeInTheDocument();
    expect(screen.getByText('2027-02-28')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Loan Agreement' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to' })).toBeChecked();
    expect(document.title).toBe('Confirm loan');
  });

  it('shows a loading state until the quote arrives', async () => {
    renderRoute(ConfirmLoanRoute, PAGE);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    await screen.findByText('₱5,000.00');
  });

  it('reads the product from the product_id alias', async () => {
    let sent: unknown;
    server.use(
      handleEndpoint(endpoints.loanDetailConfirm, ({ body }) => {
        sent = body;
        return ok(endpoints.loanDetailConfirm, demoQuote);
      }),
    );
    renderRoute(ConfirmLoanRoute, `${APP_ROUTES.confirmLoan}?sessionid=abc123&product_id=P9`);
    await screen.findByText('₱5,000.00');
    expect(sent).toEqual({ productId: 'P9' });
  });

  it('says so, and calls nothing, when the address names no product', async () => {
    renderRoute(ConfirmLoanRoute, `${APP_ROUTES.confirmLoan}?sessionid=abc123`);
    expect(await screen.findByText(/No loan product was chosen/)).toBeInTheDocument();
  });

  it('toasts a refused quote and shows that the details are unavailable', async () => {
    server.use(
      handleEndpoint(endpoints.loanDetailConfirm, () =>
        fail(BUSINESS_CODE.failed, 'Product is closed'),
      ),
    );
    renderRoute(ConfirmLoanRoute, PAGE);
    expect(await screen.findByText('Product is closed')).toBeInTheDocument();
    expect(
      await screen.findByText('The loan details are not available right now.'),
    ).toBeInTheDocument();
  });
});

describe('confirm loan v3: Loan Now', () => {
  it('is grey and inert while the agreements are not accepted', async () => {
    const user = userEvent.setup();
    const pushes = servePush('/loanDetail?orderId=O1');
    renderRoute(ConfirmLoanRoute, PAGE);
    const button = await loanNowButton();
    expect(button).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    await user.click(button);
    expect(pushes).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    expect(button).toBeEnabled();
  });

  it('pushes exactly the quoted figures once, then replaces the page with the details', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    const pushes = servePush('/loanDetail?orderId=O1');
    renderRoute(ConfirmLoanRoute, `${PAGE}&building=b1`);
    const button = await loanNowButton();

    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());

    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.body).toEqual({
      amount: demoQuote.amount,
      periods: demoQuote.periods,
      termUnit: demoQuote.termUnit,
      productId: 'P7',
    });
    expect(pushes[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    const target = new URL(replace.mock.calls[0]?.[0] ?? '');
    expect(target.origin).toBe(window.location.origin);
    expect(target.pathname).toBe('/loanDetail');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      orderId: 'O1',
      sessionid: 'abc123',
      productId: 'P7',
      product_id: 'P7',
      building: 'b1',
      from: 'confirm',
    });
    // The page is leaving: Loan Now stays locked.
    await userEvent.setup().click(button);
    expect(pushes).toHaveLength(1);
  });

  it('refuses a details address on a foreign host', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    servePush('https://evil.example/loanDetail');
    renderRoute(ConfirmLoanRoute, PAGE);
    await userEvent.setup().click(await loanNowButton());

    expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('toasts a refused push and sends a new key on the next tap', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    server.use(
      handleEndpoint(endpoints.loanDetailPush, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return fail(BUSINESS_CODE.failed, 'Limit reached');
      }),
    );
    renderRoute(ConfirmLoanRoute, PAGE);
    const button = await loanNowButton();
    await user.click(button);
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('confirm loan v3: agreements', () => {
  it('opens an agreement link in a sandboxed frame and closes it', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      handleEndpoint(endpoints.contractJump, ({ body }) => {
        sent = body;
        return ok(endpoints.contractJump, { contract_url: '/contracts/privacy.html' });
      }),
    );
    renderRoute(ConfirmLoanRoute, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Privacy Agreement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Privacy Agreement' });
    const frame = within(dialog).getByTitle('Privacy Agreement');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/contracts/privacy.html`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(sent).toEqual({ productId: 'P7', scene: AGREEMENT_SCENE, position: 1 });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to' })).toBeChecked();
  });

  it('does not open an agreement address the guard refuses', async () => {
    const user = userEvent.setup();
    server.use(
      handleEndpoint(endpoints.contractJump, () =>
        ok(endpoints.contractJump, { contract_url: 'javascript:alert(1)' }),
      ),
    );
    renderRoute(ConfirmLoanRoute, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Loan Agreement' }));
    expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the agreement on arrival: Cancel closes the webview, Agree closes the popup', async () => {
    const user = userEvent.setup();
    const closeWebview = vi.fn();
    uninstallBridge = installIosBridge({ closeWebview: { postMessage: closeWebview } });
    serveQuote({ popAgreementUrl: '/contracts/loan.html' });
    renderRoute(ConfirmLoanRoute, PAGE);

    const dialog = await screen.findByRole('dialog', { name: 'Loan agreement' });
    expect(within(dialog).getByTitle('Loan agreement')).toHaveAttribute('sandbox', '');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closeWebview).toHaveBeenCalledOnce();

    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(closeWebview).toHaveBeenCalledOnce();
  });
});

describe('confirm loan v3: the iOS back action', () => {
  it("with isPopType 1 asks to stay: 'Point out', Agree stays, Cancel closes the webview", async () => {
    const user = userEvent.setup();
    const closeWebview = vi.fn();
    uninstallBridge = installIosBridge({ closeWebview: { postMessage: closeWebview } });
    serveQuote({ isPopType: 1, popTitle: 'Wait a moment', popContent: 'Your cash is ready.' });
    renderRoute(ConfirmLoanRoute, PAGE);
    await screen.findByText('₱5,000.00');

    act(() => {
      emitNativeEvent('iosBack');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Point out' });
    expect(within(dialog).getByText('Wait a moment')).toBeVisible();
    expect(within(dialog).getByText('Your cash is ready.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(closeWebview).not.toHaveBeenCalled();

    act(() => {
      emitNativeEvent('iosBack');
    });
    const again = await screen.findByRole('dialog', { name: 'Point out' });
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(closeWebview).toHaveBeenCalledOnce();
  });

  it('otherwise acts like Back: no popup, and the first screen closes the webview', async () => {
    const closeWebview = vi.fn();
    uninstallBridge = installIosBridge({ closeWebview: { postMessage: closeWebview } });
    renderRoute(ConfirmLoanRoute, PAGE);
    await screen.findByText('₱5,000.00');

    act(() => {
      emitNativeEvent('iosBack');
    });
    expect(closeWebview).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
