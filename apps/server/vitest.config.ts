import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Each integration file boots its own database (PGlite takes a few seconds to start).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's modules instead of importing the whole app again each: on two cores
    // that import was a third of the suite's time. Every file builds its own app and database.
    isolate: false,
  },
});
