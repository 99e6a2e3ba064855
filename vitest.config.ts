import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The server suite runs on embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set.
// Files named `*.postgres.test.ts` test the PostgreSQL client itself: they run on PostgreSQL only.
const POSTGRES_ONLY = 'test/**/*.postgres.test.ts';
const serverOn = (name: string, databaseUrl: string): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  test: {
    name,
    root: 'apps/server',
    env: { DATABASE_URL: databaseUrl },
    ...(databaseUrl ? {} : { exclude: [...configDefaults.exclude, POSTGRES_ONLY] }),
  },
});
const postgresUrl = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'loan-engine',
          root: 'packages/loan-engine',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/setup.ts'],
          // The property tests walk thousands of random loan histories: seconds on a quiet machine,
          // minutes on one that is busy; the limit only catches a test that hangs.
          testTimeout: 300_000,
        },
      },
      serverOn('server', ''),
      ...(postgresUrl ? [serverOn('server-postgres', postgresUrl)] : []),
      'apps/web',
      'apps/ops-web',
    ],
    // A run that finds no test files is a broken run, not a green one.
    passWithNoTests: false,
    // At least two files at once: a server test spends much of its time waiting on its database,
    // so on a two-core machine a second worker takes the suite from about 550 s to 380 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
