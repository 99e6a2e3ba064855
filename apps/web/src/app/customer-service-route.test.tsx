import { APP_ROUTES, BUSINESS_CODE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint } from '@/testing/handle-endpoint.ts';
import { demoContact } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge, openPage } from '@/testing/render.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

function renderApp(url: string) {
  openPage(url);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AppRouter />
    </AppProviders>,
  );
}

let uninstallBridge: (() => void) | undefined;
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

describe('customer service page', () => {
  it('shows the contact details from the server, with a mail link', async () => {
    let query: URLSearchParams | undefined;
    let payload: unknown;
    server.use(
      handleEndpoint(endpoints.contactKfInfo, ({ query: received, body }) => {
        query = received;
        payload = body;
        return { code: 0, data: demoContact, message: 'success' };
      }),
    );
    renderApp(`${APP_ROUTES.customerService}?sessionid=abc123&productId=5`);

    expect(await screen.findByRole('heading', { name: 'Customer service' })).toBeInTheDocument();
    const email = await screen.findByRole('link', { name: demoContact.email });
    expect(email).toHaveAttribute('href', `mailto:${demoContact.email}`);
    expect(screen.getByText(demoContact.smWa)).toBeInTheDocument();
    expect(screen.getByText('Telephone / WhatsApp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/${demoContact.smWa.replace(/\D/g, '')}`,
    );
    expect(screen.getByText('E-mail')).toBeInTheDocument();
    expect(document.title).toBe('Customer service');
    expect(payload).toEqual({ overall: 30 });
    expect(query?.get('sessionid')).toBe('abc123');
    expect(query?.get('product_id')).toBe('5');
  });

  it('shows a loading state until the reply arrives', async () => {
    renderApp(`${APP_ROUTES.customerService}?sessionid=abc123`);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    await screen.findByText(demoContact.smWa);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes to the complaint page, keeping the session in the address', async () => {
    const user = userEvent.setup();
    renderApp(`${APP_ROUTES.customerService}?sessionid=abc123`);
    await user.click(await screen.findByRole('button', { name: /complaint/i }));

    expect(await screen.findByRole('heading', { name: 'Complaint', level: 1 })).toBeVisible();
    expect(await screen.findByText('PN-TEST-180')).toBeInTheDocument();
    expect(window.location.pathname).toBe(APP_ROUTES.complaint);
    expect(new URLSearchParams(window.location.search).get('sessionid')).toBe('abc123');
    expect(document.title).toBe('Complaint');
  });

  it('stays usable when the call fails, after the toast told why', async () => {
    server.use(
      handleEndpoint(endpoints.contactKfInfo, () => fail(BUSINESS_CODE.failed, 'Service is busy')),
    );
    renderApp(`${APP_ROUTES.customerService}?sessionid=abc123`);
    expect(await screen.findByText('Service is busy')).toBeInTheDocument();
    expect(
      await screen.findByText('Contact details are not available right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complaint / Feedback' })).toBeEnabled();
  });

  it('sends the borrower to login when the session expired', async () => {
    const goLogin = vi.fn();
    uninstallBridge = installIosBridge({ goLogin: { postMessage: goLogin } });
    server.use(
      handleEndpoint(endpoints.contactKfInfo, () =>
        fail(BUSINESS_CODE.sessionExpired, 'Please log in again'),
      ),
    );
    renderApp(`${APP_ROUTES.customerService}?sessionid=expired`);
    expect(await screen.findByText('Please log in again')).toBeInTheDocument();
    expect(goLogin).toHaveBeenCalledOnce();
  });

  it('offers a retry when the server stays out of reach', async () => {
    const user = userEvent.setup();
    let down = true;
    server.use(
      handleEndpoint(endpoints.contactKfInfo, () =>
        down ? Response.error() : { code: 0, data: demoContact, message: 'success' },
      ),
    );
    renderApp(`${APP_ROUTES.customerService}?sessionid=abc123`);
    // Three tries, 1 s and 3 s apart (a read the network drops is tried again), then the notice.
    const notice = (
      await screen.findByText(
        'Contact details are not available right now.',
        {},
        { timeout: 20_000 },
      )
    ).parentElement as HTMLElement;
    down = false;
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(demoContact.smWa)).toBeInTheDocument();
  });
});

describe('routing', () => {
  it('shows a not-found page for unknown paths', async () => {
    renderApp('/no-such-page?sessionid=abc123');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 2 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute(
      'href',
      '/?sessionid=abc123',
    );
  });
});

describe('navigation bar', () => {
  it('goes back to the previous screen, and closes the webview on the first one', async () => {
    const user = userEvent.setup();
    const closeWebview = vi.fn();
    uninstallBridge = installIosBridge({ closeWebview: { postMessage: closeWebview } });
    renderApp(`${APP_ROUTES.customerService}?sessionid=abc123`);
    await user.click(await screen.findByRole('button', { name: /complaint/i }));
    await screen.findByRole('heading', { name: 'Complaint', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Customer service' })).toBeVisible();
    expect(closeWebview).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(closeWebview).toHaveBeenCalledOnce();
  });
});
