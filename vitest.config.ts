import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on two cores is one worker; API tests wait on sockets and timers as much as
    // they compute, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'src/tracker/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          // Each worker imports the server once for all its files (a file's own servers and state are
          // still its own): importing it per file cost more than the tests' own time.
          isolate: false,
          include: ['src/server/**/*.test.ts'],
          // Bounds for a test that hangs, not for one that is slow: a restart or a crawl takes 20 s on a
          // quiet two-core machine and more on a busy one, and a bound it meets there fails a sound test.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
