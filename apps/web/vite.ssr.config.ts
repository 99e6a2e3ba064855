import { defineConfig, mergeConfig } from 'vite';
import baseConfig from './vite.config.ts';

/**
 * The server's renderer of in-app screens (docs/decisions/0018): one self-contained module for
 * Node, dist-server/render-screen.js, with the screens' chunks beside it. CSS module class names
 * match the client build's, as both builds name them the same way; the CSS itself is the client
 * build's (the server links each screen's files from the client manifest).
 */
export default mergeConfig(
  baseConfig,
  defineConfig({
    ssr: { noExternal: true },
    // React's production build whatever NODE_ENV the server runs with (development by default).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/server-render/render-screen.tsx',
      outDir: 'dist-server',
      emptyOutDir: true,
      manifest: false,
      target: 'node20',
      rollupOptions: {
        input: 'src/server-render/render-screen.tsx',
        output: { entryFileNames: 'render-screen.js' },
      },
    },
  }),
);
