import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The app imports antd-mobile per component ('antd-mobile/es/components/list'); each such path
// must be a pre-bundled entry of its own.
const antdRoot = dirname(createRequire(import.meta.url).resolve('antd-mobile/package.json'));
const antdEntries = readdirSync(join(antdRoot, 'es/components')).map(
  (name) => `antd-mobile/es/components/${name}`,
);

// jsdom ignores styles, and Node cannot import the .css files the bundled components import.
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
      deps: {
        // The React libraries are pre-bundled by Vite as the browser build gets them, so the
        // app, antd-mobile and Testing Library share one React.
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
              '@tanstack/react-query',
              '@testing-library/react',
              '@testing-library/user-event',
              'antd-mobile-icons',
              'antd-mobile/es/global',
              'antd-mobile/es/locales/en-US',
              'antd-mobile/es/utils/unstable-render',
              ...antdEntries,
            ],
          },
        },
      },
    },
  }),
);
