import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { clearBridgeLog } from '@/lib/bridge/dev-log.ts';
import { captureSessionQuery } from '@/lib/session-query.ts';
import { clearToast } from '@/lib/toast.ts';
import { server } from './msw-server.ts';

// findBy and waitFor wait for a screen, they time nothing: on a busy test machine a render takes
// longer than the library's one second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

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
  void clearToast();
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
