import {
  APP_ROUTES,
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  devSms,
} from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { AppRouter } from '@/app/router.tsx';
import { bridge } from '@/lib/bridge/bridge.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { openPage } from '@/testing/render.tsx';

function renderPreview(url: string = APP_ROUTES.testPreview) {
  openPage(url);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AppRouter />
    </AppProviders>,
  );
}

function useLoginServer(sessionid = 'fresh-session-123') {
  const calls: string[] = [];
  server.use(
    handleEndpoint(endpoints.loginCode, ({ body }) => {
      calls.push(`login-code ${body.phone}`);
      return ok(endpoints.loginCode, { resendAfterSeconds: 60 });
    }),
    handleEndpoint(devSms, ({ body }) => {
      calls.push(`dev-sms ${body.phone}`);
      return ok(devSms, { phone: body.phone, code: '123456', sentAt: new Date().toISOString() });
    }),
    handleEndpoint(endpoints.login, ({ body }) => {
      calls.push(`login ${body.phone} ${body.code}`);
      return ok(endpoints.login, { sessionid });
    }),
  );
  return calls;
}

describe('test preview page', () => {
  it('prefills the device fields and opens each page with them as query', async () => {
    const user = userEvent.setup();
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Test preview', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('App version')).toHaveValue('2.3.0');
    expect(screen.getByLabelText('Device name')).toHaveValue('Pixel 7');
    expect(screen.getByLabelText('Session id')).toHaveValue('');

    await user.clear(screen.getByLabelText('Order id'));
    await user.type(screen.getByLabelText('Order id'), '42');
    const links = screen.getByRole('region', { name: 'Pages' });
    const repay = new URL(
      within(links).getByRole('link', { name: 'Repay' }).getAttribute('href') ?? '',
      'http://app.test',
    );
    expect(repay.pathname).toBe(APP_ROUTES.repayment);
    expect(Object.fromEntries(repay.searchParams)).toEqual({
      appVersion: '2.3.0',
      deviceName: 'Pixel 7',
      deviceId: 'a1b2c3d4e5f60718',
      osVersion: 'Android 13',
      adId: '38400000-8cf0-11bd-b23e-10b96e40000d',
      productId: DEMO_PRODUCT_ID,
      orderId: '42',
    });
    const expected: [string, string][] = [
      ['Confirm loan', APP_ROUTES.confirmLoan],
      ['Confirm loan (variant 2)', APP_ROUTES.confirmLoanVariant2],
      ['Loan detail', APP_ROUTES.loanDetail],
      ['Joint login failure', APP_ROUTES.jointLoginFailure],
      ['Repay delay', APP_ROUTES.repaymentDelay],
      ['Bind bank', APP_ROUTES.bindBank],
      ['About us', APP_ROUTES.aboutUs],
      ['Complaint', APP_ROUTES.complaint],
      ['Customer service', APP_ROUTES.customerService],
      ['Privacy policy', APP_ROUTES.privacyPolicy],
      ['Repayment instructions', APP_ROUTES.repaymentInstructions],
    ];
    for (const [name, path] of expected) {
      expect(within(links).getByRole('link', { name }).getAttribute('href')).toMatch(
        new RegExp(`^${path}\\?appVersion=`),
      );
    }
    const settled = within(links).getByRole('link', {
      name: `settled order (${DEMO_ORDER_IDS.settled})`,
    });
    expect(
      new URL(settled.getAttribute('href') ?? '', 'http://app.test').searchParams.get('orderId'),
    ).toBe(DEMO_ORDER_IDS.settled);
    expect(within(links).getAllByRole('link', { name: /order \(PN-DEMO-/ })).toHaveLength(
      Object.keys(DEMO_ORDER_IDS).length,
    );
  });

  it('logs in with the texted code and fills the session id', async () => {
    const user = userEvent.setup();
    const calls = useLoginServer();
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Log in with a code' }));
    expect(await screen.findByText('Logged in: the session id is filled in.')).toBeVisible();
    expect(screen.getByLabelText('Session id')).toHaveValue('fresh-session-123');
    expect(calls).toEqual([
      `login-code ${DEMO_BORROWER_PHONE}`,
      `dev-sms ${DEMO_BORROWER_PHONE}`,
      `login ${DEMO_BORROWER_PHONE} 123456`,
    ]);
    const service = screen.getByRole('link', { name: 'Customer service' });
    expect(service.getAttribute('href')).toContain('sessionid=fresh-session-123');
  });

  it('offers the way back to the page that sent the borrower to log in', async () => {
    const user = userEvent.setup();
    useLoginServer('s2');
    renderPreview(
      `${APP_ROUTES.testPreview}?redirect=${encodeURIComponent('/customerService?productId=5')}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Log in with a code' }));
    const back = await screen.findByRole('link', {
      name: 'Return to /customerService?productId=5',
    });
    expect(back).toHaveAttribute('href', '/customerService?productId=5&sessionid=s2');
  });

  it.each(['https://evil.test/x', '//evil.test/x', 'javascript:alert(1)'])(
    'never offers to return to %s',
    async (redirect) => {
      const user = userEvent.setup();
      useLoginServer();
      renderPreview(`${APP_ROUTES.testPreview}?redirect=${encodeURIComponent(redirect)}`);
      await user.click(await screen.findByRole('button', { name: 'Log in with a code' }));
      await screen.findByText('Logged in: the session id is filled in.');
      expect(screen.queryByRole('link', { name: /^Return to/ })).not.toBeInTheDocument();
    },
  );

  it('says so when a login step fails', async () => {
    const user = userEvent.setup();
    server.use(handleEndpoint(endpoints.loginCode, () => fail(429, 'Please wait 60 s')));
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Log in with a code' }));
    expect(await screen.findByText('Login failed.')).toBeVisible();
    expect(await screen.findByText('Please wait 60 s')).toBeInTheDocument();
    expect(screen.getByLabelText('Session id')).toHaveValue('');
  });

  it('shows the location, or why there is none', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({
        coords: { latitude: 14.5547, longitude: 121.0244, accuracy: 20 },
      } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    });
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Get location' }));
    expect(
      await screen.findByText('Latitude 14.55470, longitude 121.02440 (within 20 m)'),
    ).toBeVisible();

    getCurrentPosition.mockImplementation((_success, error) =>
      error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    await user.click(screen.getByRole('button', { name: 'Get location' }));
    expect(await screen.findByText('Location failed: User denied Geolocation')).toBeVisible();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('takes a photo file and a contact', async () => {
    const user = userEvent.setup();
    renderPreview();
    const photo = new File([new Uint8Array(2048)], 'selfie.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Photo'), photo);
    expect(screen.getByText('Chosen: selfie.png (2.0 kB)')).toBeVisible();
    await user.type(screen.getByLabelText('Contact'), '09170000000');
    expect(screen.getByLabelText('Contact')).toHaveValue('09170000000');
  });

  it('shows the bridge calls as they happen', async () => {
    const user = userEvent.setup();
    renderPreview();
    expect(await screen.findByText('No bridge calls yet.')).toBeVisible();
    bridge.goRate();
    const log = screen.getByRole('region', { name: 'Bridge log' });
    expect(await within(log).findByText(/goRate → browser/)).toBeVisible();
    await user.click(within(log).getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No bridge calls yet.')).toBeVisible();
  });
});
