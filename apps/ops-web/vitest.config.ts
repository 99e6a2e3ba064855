import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'ops-web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      clearMocks: true,
      // A screen test types and clicks through a whole flow; on a busy machine that takes far longer
      // than the 5 s default, and a time-out there says nothing about the screen.
      testTimeout: 30_000,
    },
  }),
);
