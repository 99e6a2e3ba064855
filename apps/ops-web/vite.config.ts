import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office: its own bundle under /ops, never loaded by a borrower page.
export default defineConfig({
  base: '/ops/',
  plugins: [react()],
  build: { outDir: 'dist', modulePreload: { polyfill: false } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
