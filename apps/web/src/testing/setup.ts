import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setUpAntdMobile } from '@/lib/antd-setup.ts';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { clearBridgeLog } from '@/lib/bridge/dev-log.ts';
import { captureSessionQuery } from '@/lib/session-query.ts';
import { clearToast } from '@/lib/toast.ts';
import { server } from './msw-server.ts';

setUpAntdMobile();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// antd-mobile's toasts live in React roots of their own and close with an animation: they must be
// gone before the file's environment is torn down, or React's scheduler, still finishing them,
// runs against a window that no longer exists (an uncaught error that fails the whole run).
afterAll(async () => {
  if (document.body.childElementCount === 0) return;
  await clearToast();
  const deadline = Date.now() + 2000;
  while (document.body.childElementCount > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
});

// console.error means something is wrong (React warnings, act() problems, failed props): the
// test that caused it fails, after it ran.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  server.resetHandlers();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  captureSessionQuery('');
  setBrandConfig(null);
  clearBridgeLog();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
