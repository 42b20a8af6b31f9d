/**
 * Vite serves and builds the app under /n/ (spec 01 §7: the public path) and proxies the API
 * and the legacy host paths to the mock in development. The `test` block makes this file the
 * `web` project of the root vitest.workspace.ts.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const mockUrl = process.env.MOCK_URL ?? 'http://localhost:4000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/n/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: mockUrl, changeOrigin: true },
      // spec 01 §7: the legacy token and logout calls live on the host base, outside /api.
      '/accounts': { target: mockUrl, changeOrigin: true },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    unstubGlobals: true,
  },
});
