import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { longestFirst } from './src/server/test/longest-first.ts';

const alias = {
  '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

const mediaTests = ['src/server/features/studio/render/**/*.test.ts', 'src/server/features/studio/speech/**/*.test.ts'];
const scaleOutTests = ['src/server/test/scale-out/**/*.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on two cores is one worker. API tests wait on sockets, timers and the database
    // as much as they compute: two workers left the cores idle a fifth of the time, three keep them
    // busy, and a fourth gained nothing (ADR 003).
    maxWorkers: 3,
    // The slowest API files' seconds on PGlite (a full run's --reporter=json), for a clone without Vitest's
    // cache: started first, they no longer run alone at the end (src/server/test/longest-first.ts).
    sequence: {
      sequencer: longestFirst({
        'src/server/roles.test.ts': 69,
        'src/server/backup/backup.test.ts': 30,
        'src/server/files/s3-storage.test.ts': 20,
        'src/server/db/old-schema.test.ts': 15,
        'src/server/sample-workspace/sample-workspace.test.ts': 68,
        'src/server/features/outreach/campaigns/campaigns.test.ts': 43,
        'src/server/features/seo/audit.test.ts': 36,
        'src/server/features/seo/technical-audit.test.ts': 30,
        'src/server/features/social/social.test.ts': 26,
        'src/server/features/setup/upload/upload-bombs.test.ts': 23,
        'src/server/features/integrations/workflows/seo-monitor.test.ts': 21,
        'src/server/features/outreach/replies/replies.test.ts': 20,
        'src/server/features/integrations/catalogue/sync.test.ts': 18,
        'src/server/features/setup/upload/upload-lifecycle.test.ts': 17,
        'src/server/features/outreach/campaigns/campaign-restart.test.ts': 15,
        'src/server/http/same-origin.test.ts': 14,
        'src/server/features/studio/test/studio.test.ts': 32,
        'src/server/features/studio/test/render-restart.test.ts': 32,
      }),
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // One import of each module per worker for all its files: isolated, the files spent 50 s
          // importing what their 5 s of tests use. None keeps state between files.
          isolate: false,
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.ts',
            'src/tracker/**/*.test.ts',
            'deploy/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        // The studio's renderer and voices: ffmpeg and speech, no server and no database, so the
        // PostgreSQL run (test:api) does not run them a second time.
        test: { name: 'media', include: mediaTests, testTimeout: 120_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each worker imports the server once for all its files (a file's own servers and state are
          // still its own): importing it per file cost more than the tests' own time.
          isolate: false,
          include: ['src/server/**/*.test.ts'],
          exclude: [...mediaTests, ...scaleOutTests],
          // Bounds for a test that hangs, not for one that is slow: a restart or a crawl takes 20 s on a
          // quiet two-core machine and more on a busy one, and a bound it meets there fails a sound test.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        // Separate Uplift processes on one PostgreSQL (DATABASE_URL; ADR 042): CI runs it beside the API
        // tests on PostgreSQL, since it waits on its processes far more than it computes.
        test: { name: 'scale-out', include: scaleOutTests, testTimeout: 240_000, hookTimeout: 180_000 },
      },
    ],
  },
});
