import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@loan/chromium';
import { defineConfig } from '@playwright/test';
import { E2E_OPS_TOKEN } from './support/ops-cli.ts';

const port = Number(process.env.E2E_PORT ?? 18_180);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh folder per run, which the workers inherit through the environment: the server's data
// (it migrates and seeds an empty embedded database) and what the workers share (support/fixtures).
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'loan-e2e-'));
const dataDir = join(process.env.E2E_RUN_DIR, 'data');
mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: './tests',
  // Those run against the fake gateway: playwright.xendit.config.ts.
  testIgnore: '**/*.xendit.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    // Recording a trace of every test cost a share of each; a failure keeps its screenshot, and
    // `npx playwright test --trace on` records one when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npm run start -w @loan/server',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OPS_TOKEN: E2E_OPS_TOKEN,
      LOAN_DECISION: 'manual',
    },
  },
});
