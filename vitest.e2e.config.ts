import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests share one built app and server (started in globalSetup) and run one file at a time:
// the machine has two cores and Chromium is heavy.
export default defineConfig({
  resolve: {
    alias: {
      '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
