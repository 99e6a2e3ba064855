import * as endpoints from '@loan/contract/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { windowNavigator } from '@/lib/bridge/browser-adapter.ts';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge, openPage } from '@/testing/render.tsx';
import type { RecommendedProduct } from './recommended-product-card.tsx';
import { RecommendedProducts } from './recommended-products.tsx';

function productOf(overrides: Partial<RecommendedProduct> = {}): RecommendedProduct {
  return {
    productKey: 'cash-partner',
    logo: '',
    name: 'Cash Partner',
    buttonText: 'Apply',
    range: '₱1,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    rate: '0.05%',
    description: 'Daily interest',
    flag: 1,
    ...overrides,
  };
}

const products = [productOf({ productKey: 'closed', name: 'Closed Lender', flag: 0 }), productOf()];

let defineCalls: unknown[] = [];
function answerDefine(reply: Parameters<typeof handleEndpoint<typeof endpoints.define>>[1]) {
  server.use(
    handleEndpoint(endpoints.define, (info) => {
      defineCalls.push(info.body);
      return reply(info);
    }),
  );
}

let uninstallBridge: (() => void) | undefined;
beforeEach(() => {
  defineCalls = [];
  openPage('/jointLoginFailure?sessionid=s1');
  setBrandConfig({ ...DEFAULT_BRAND_CONFIG, allowedRedirectHosts: ['apply.partner.example'] });
});
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

function renderList(logClick = vi.fn(async () => null)) {
  render(<RecommendedProducts products={products} logClick={logClick} />);
  return logClick;
}

describe('recommended products', () => {
  it('shows each product with its figures', () => {
    renderList();
    const card = screen.getByRole('button', { name: /Cash Partner/ });
    for (const value of ['Apply', '₱1,000 - ₱20,000', 'Loan amount', '0.05%', 'Daily interest']) {
      expect(card).toHaveTextContent(value);
    }
    expect(screen.getByText('Closed Lender')).toBeVisible();
  });

  it('does nothing for a product whose flag is 0', async () => {
    const user = userEvent.setup();
    const logClick = renderList();
    answerDefine(() => ok(endpoints.define, { url: 'https://apply.partner.example/x' }));
    await user.click(screen.getByText('Closed Lender'));
    expect(screen.queryByRole('button', { name: /Closed Lender/ })).not.toBeInTheDocument();
    expect(logClick).not.toHaveBeenCalled();
    expect(defineCalls).toEqual([]);
  });

  it('logs the click, then opens a web address in the browser', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const logClick = vi.fn(async () => {
      order.push('log');
      return null;
    });
    const assign = vi.spyOn(windowNavigator, 'assign').mockImplementation(() => {});
    answerDefine(() => {
      order.push('define');
      return ok(endpoints.define, { url: 'https://apply.partner.example/start?ref=7' });
    });
    renderList(logClick);
    await user.click(screen.getByRole('button', { name: /Cash Partner/ }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://apply.partner.example/start?ref=7'),
    );
    expect(logClick).toHaveBeenCalledWith(products[1], 1);
    expect(defineCalls).toEqual([{ productKey: 'cash-partner', moduleId: '31', positionId: '1' }]);
    expect(order).toEqual(['log', 'define']);
  });

  it('refuses a web address on a host the brand does not allow', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(windowNavigator, 'assign').mockImplementation(() => {});
    answerDefine(() => ok(endpoints.define, { url: 'https://evil.example/phish' }));
    renderList();
    await user.click(screen.getByRole('button', { name: /Cash Partner/ }));
    expect(await screen.findByText('This product cannot be opened.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('hands any other address to the native shell (iOS navigate)', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    uninstallBridge = installIosBridge({ navigate: { postMessage: navigate } });
    answerDefine(() => ok(endpoints.define, { url: 'pesonow://product?key=cash-partner' }));
    renderList();
    await user.click(screen.getByRole('button', { name: /Cash Partner/ }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ url: 'pesonow://product?key=cash-partner' }),
    );
  });

  it("toasts the server's message when the code is not '00'", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(windowNavigator, 'assign').mockImplementation(() => {});
    answerDefine(() => fail(1, 'Product is sold out'));
    renderList();
    await user.click(screen.getByRole('button', { name: /Cash Partner/ }));
    expect(await screen.findByText('Product is sold out')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('still opens the product when logging the click failed', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(windowNavigator, 'assign').mockImplementation(() => {});
    answerDefine(() => ok(endpoints.define, { url: 'https://apply.partner.example/' }));
    renderList(vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await user.click(screen.getByRole('button', { name: /Cash Partner/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
  });

  it('can be hidden', () => {
    render(<RecommendedProducts products={products} logClick={vi.fn()} hidden />);
    expect(screen.getByText('Cash Partner')).not.toBeVisible();
  });
});
