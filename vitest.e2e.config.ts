import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests share one built app and the servers started in globalSetup (each test signs up its own
// accounts; files that need an instance to themselves start one in their process). Two workers, one per
// core, each with one Chromium for all its files (support/browser.ts): isolate is off so it outlives a file.
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
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
