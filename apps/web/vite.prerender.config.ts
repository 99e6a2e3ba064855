import { defineConfig, mergeConfig } from 'vite';
import baseConfig from './vite.config.ts';

/**
 * The SSR build of the prerenderer (docs/decisions/0008). It emits the CSS the public pages
 * import (one file), which the prerenderer inlines; CSS module class names match the client
 * build's, as both builds name them the same way.
 */
export default mergeConfig(
  baseConfig,
  defineConfig({
    build: {
      ssr: 'src/prerender/prerender.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      ssrEmitAssets: true,
      cssCodeSplit: false,
      manifest: false,
      rollupOptions: { input: 'src/prerender/prerender.tsx' },
    },
  }),
);
