import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { longestFirst } from './src/server/test/longest-first.ts';

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
    setupFiles: ['e2e/support/failure-report.ts'],
    maxWorkers: 2,
    isolate: false,
    // The slowest files' seconds (a full run's --reporter=json), for a clone without Vitest's cache:
    // started first, they no longer run alone at the end (src/server/test/longest-first.ts).
    sequence: {
      sequencer: longestFirst({
        'e2e/admin.test.ts': 50,
        'e2e/social.test.ts': 44,
        'e2e/content.test.ts': 38,
        'e2e/outreach.test.ts': 36,
        'e2e/routes.test.ts': 45,
        'e2e/sample-workspace.test.ts': 75,
        'e2e/studio.test.ts': 45,
      }),
    },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
