import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The journeys that pay through the real gateway's protocol: the server runs with
// PAYMENT_PROVIDER=xendit against a local fake Xendit on the next port.
const port = Number(process.env.E2E_PORT ?? 18_180);
const fakePort = port + 1;
const lender = `http://127.0.0.1:${port}`;
const fake = `http://127.0.0.1:${fakePort}`;
const keys = {
  XENDIT_SECRET_KEY: 'xnd_development_e2e_fake_secret',
  XENDIT_CALLBACK_TOKEN: 'e2e-fake-xendit-callback-verification-token',
};
const server = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: '**/*.xendit.spec.ts',
  webServer: [
    {
      command: 'node_modules/.bin/node apps/server/test/helpers/fake-xendit-server.ts',
      cwd: '..',
      url: `${fake}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { FAKE_XENDIT_PORT: String(fakePort), LENDER_URL: lender, ...keys },
    },
    {
      ...server,
      env: {
        ...server.env,
        PAYMENT_PROVIDER: 'xendit',
        XENDIT_BASE_URL: fake,
        ...keys,
        // The e-wallet checkout is the gateway's page: the app's redirect guard must allow it.
        BRAND_ALLOWED_REDIRECT_HOSTS: `127.0.0.1:${fakePort}`,
      },
    },
  ],
});
