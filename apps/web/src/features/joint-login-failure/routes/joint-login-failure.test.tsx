import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecommendedProduct } from '@/components/recommended-product-card.tsx';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { windowNavigator } from '@/lib/bridge/browser-adapter.ts';
import { BrowserRouter } from '@/lib/router/router.tsx';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge, openPage, renderWithQueryClient } from '@/testing/render.tsx';
import { JointLoginFailureRoute } from './joint-login-failure.tsx';

function productOf(productKey: string, name: string, flag: 0 | 1 = 1): RecommendedProduct {
  return {
    productKey,
    logo: '',
    name,
    buttonText: 'Apply',
    range: '₱2,000 - ₱30,000',
    rangeDesc: 'Amount range',
    rate: '0.04%',
    description: 'Daily interest',
    flag,
  };
}

const family = [
  productOf('lendmate', 'LendMate'),
  productOf('closed', 'Closed Lender', 0),
  productOf('cash-partner', 'Cash Partner'),
];

function answerErrorInfo() {
  const bodies: unknown[] = [];
  server.use(
    handleEndpoint(endpoints.unionErrorInfo, ({ body }) => {
      bodies.push(body);
      return ok(endpoints.unionErrorInfo, {
        errMessage: 'Your partner account could not be linked.',
        noticeMessage: 'You can apply with another lender below.',
        family,
      });
    }),
  );
  return bodies;
}

function answerClicks(url: string, defineReply?: ReturnType<typeof fail>) {
  const steps: Array<[string, unknown]> = [];
  server.use(
    handleEndpoint(endpoints.because, ({ body }) => {
      steps.push(['because', body]);
      return ok(endpoints.because, null);
    }),
    handleEndpoint(endpoints.define, ({ body }) => {
      steps.push(['define', body]);
      return defineReply ?? ok(endpoints.define, { url });
    }),
  );
  return steps;
}

function renderPage(url = `${APP_ROUTES.jointLoginFailure}?sessionid=s1&productId=1001`) {
  openPage(url);
  return renderWithQueryClient(
    <BrowserRouter>
      <JointLoginFailureRoute />
    </BrowserRouter>,
  );
}

let uninstallBridge: (() => void) | undefined;
beforeEach(() => {
  setBrandConfig({ ...DEFAULT_BRAND_CONFIG, allowedRedirectHosts: ['www.lendmate.example'] });
});
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

describe('joint login failure page', () => {
  it('shows Failed, the error, the notice and the family of products', async () => {
    const bodies = answerErrorInfo();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Failed' })).toBeVisible();
    expect(screen.getByText('Your partner account could not be linked.')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('You can apply with another lender below.');
    expect(screen.getByRole('button', { name: /LendMate/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Cash Partner/ })).toBeVisible();
    expect(screen.getByText('Closed Lender')).toBeVisible();
    expect(document.title).toBe('Application Not Completed');
    expect(bodies).toEqual([{ productId: '1001' }]);
  });

  it('asks without a product id when the address has none', async () => {
    const bodies = answerErrorInfo();
    renderPage(`${APP_ROUTES.jointLoginFailure}?sessionid=s1`);
    await screen.findByRole('heading', { name: 'Failed' });
    expect(bodies).toEqual([{}]);
  });

  it('logs the tap, then opens the product in the browser', async () => {
    const user = userEvent.setup();
    answerErrorInfo();
    const steps = answerClicks('https://www.lendmate.example/apply');
    const assign = vi.spyOn(windowNavigator, 'assign').mockImplementation(() => {});
    renderPage();
    await user.click(await screen.findByRole('button', { name: /LendMate/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.lendmate.example/apply'));
    // Form-encoded: the numbers travel as text.
    const click = { productKey: 'lendmate', moduleId: '31', positionId: '0' };
    expect(steps).toEqual([
      ['because', click],
      ['define', click],
    ]);
  });

  it('hands a non-web address to the iOS shell', async () => {
    const user = userEvent.setup();
    answerErrorInfo();
    const steps = answerClicks('pesonow://partner/cash-partner');
    const navigate = vi.fn();
    uninstallBridge = installIosBridge({ navigate: { postMessage: navigate } });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Cash Partner/ }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ url: 'pesonow://partner/cash-partner' }),
    );
    expect(steps[0]).toEqual([
      'because',
      { productKey: 'cash-partner', moduleId: '31', positionId: '2' },
    ]);
  });

  it('does nothing for a product that is not clickable', async () => {
    const user = userEvent.setup();
    answerErrorInfo();
    const steps = answerClicks('https://www.lendmate.example/apply');
    renderPage();
    await user.click(await screen.findByText('Closed Lender'));
    expect(steps).toEqual([]);
  });

  it("toasts the message when opening answers other than '00'", async () => {
    const user = userEvent.setup();
    answerErrorInfo();
    answerClicks('', fail('01', 'This offer has ended'));
    const assign = vi.spyOn(windowNavigator, 'assign').mockImplementation(() => {});
    renderPage();
    await user.click(await screen.findByRole('button', { name: /LendMate/ }));
    expect(await screen.findByText('This offer has ended')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('still says the login failed when the error info call fails', async () => {
    server.use(handleEndpoint(endpoints.unionErrorInfo, () => fail(1, 'Service is busy')));
    renderPage();
    expect(await screen.findByText('Service is busy')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Failed' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/loading/i)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /LendMate/ })).not.toBeInTheDocument();
  });
});
