import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The manifest maps each screen's module to its chunk and CSS, which the server links in the
  // pages it renders (docs/decisions/0012).
  build: { outDir: 'dist', manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
