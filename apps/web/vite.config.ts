import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // The manifest maps each screen's module to its chunk and CSS, which the server links in the
    // pages it renders (docs/decisions/0018).
    manifest: true,
    // Browsers without modulepreload only lose the early download of a screen's chunks.
    modulePreload: { polyfill: false },
    rollupOptions: { output: { advancedChunks: { groups: firstLoadChunks } } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
