import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// jsdom ignores styles, and Node cannot import .css files.
const emptyCss = {
  name: 'empty-css',
  resolveId: (id: string) => (id.endsWith('.css') ? '\0empty.css' : null),
  load: (id: string) => (id === '\0empty.css' ? 'export {}' : null),
};

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      clearMocks: true,
      // A screen test types and clicks through a whole flow; on a busy machine that takes far longer
      // than the 5 s default, and a time-out there says nothing about the screen.
      testTimeout: 30_000,
      deps: {
        // The React libraries are pre-bundled by Vite as the browser build gets them, so the
        // app and Testing Library share one React.
        optimizer: {
          client: {
            enabled: true,
            rolldownOptions: { plugins: [emptyCss] },
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              '@testing-library/react',
              '@testing-library/user-event',
            ],
          },
        },
      },
    },
  }),
);
