import { defineConfig, mergeConfig } from 'vite';
import baseConfig from './vite.config.ts';

/**
 * The prerendered public pages' one script (docs/decisions/0008), built on its own into the
 * app's dist: a single self-contained classic file, loaded with `defer`. Shared with the app's
 * build it would import chunks as a module script, which browsers fetch at high priority, ahead
 * of the page's first paint.
 */
export default mergeConfig(
  baseConfig,
  defineConfig({
    publicDir: false,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      manifest: '.vite/public-site.json',
      rollupOptions: {
        input: { publicSite: 'src/public-site.ts' },
        output: { format: 'iife', entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  }),
);
