import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error anywhere (ours or a library's) means something went wrong: fail the test.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
