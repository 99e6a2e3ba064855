import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The e2e server's operations token (set in playwright.config.ts). */
export const E2E_OPS_TOKEN = 'e2e-operations-token-for-the-test-server-only';

/**
 * Runs the operators' CLI (`npm run ops -w @loan/server -- ...`) against the e2e server, as an
 * operator would; returns what it printed.
 */
export async function opsCli(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await runCli(baseURL, args).catch((error: Error & { stdout?: string }) => {
    // A command that exits non-zero (an exception found) still says what it found.
    throw new Error(`${error.message}\n${error.stdout ?? ''}`);
  });
  return stdout;
}

function runCli(baseURL: string, args: string[]) {
  return run('npm', ['run', '--silent', 'ops', '-w', '@loan/server', '--', ...args], {
    cwd: '..',
    env: {
      ...process.env,
      PUBLIC_URL: baseURL,
      OPS_TOKEN: E2E_OPS_TOKEN,
      OPS_OPERATOR: 'e2e-operator',
      DATABASE_URL: '',
      NODE_ENV: 'development',
    },
  });
}
