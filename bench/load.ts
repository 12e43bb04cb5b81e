// Load and faults (issue 38): 200 concurrent clients for 60 s (BENCH_LOAD_SECONDS) on a mixed
// workload across the areas — every area's list read, creates in each area, an update, /api/me and
// the tracking script's page views — on PGlite and on PostgreSQL (when DATABASE_URL is set). Each
// route has its own clients, so its p99 is its own. Target: 0 errors. Run by `npm run bench` in a
// process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, postgresDatabase, session, startUplift, stop } from './uplift-process';
import { listReads, pageView, seedWorkspace, workspaceEnv, writesFor } from './workspace';

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const clients = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);

interface Route {
  title: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  /** A new body for each request, so every create makes an item of its own. */
  body?: (sent: number) => unknown;
}

interface Outcome {
  title: string;
  requests: number;
  p99: number;
  errors: number;
  statuses: string;
}

async function run(route: Route, connections: number): Promise<Outcome> {
  let sent = 0;
  const result = await autocannon({
    url: `${route.path}`,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: route.method,
        headers: route.headers,
        setupRequest: (request) => (route.body ? { ...request, body: JSON.stringify(route.body(sent++)) } : request),
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    title: route.title,
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    statuses,
  };
}

async function mixedLoad(label: string, databaseUrl?: string): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-load-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'load') : undefined;
  const server = await startUplift(dataDir, port, { DATABASE_URL: database?.url ?? '', APP_SECRET: 'd'.repeat(64), ...workspaceEnv });
  try {
    const cookie = await session(url, 'sign-up', 'load@bench.test');
    const seeded = await seedWorkspace(url, cookie);
    const signedIn = { cookie, origin: url };
    const json = { ...signedIn, 'content-type': 'application/json' };
    const routes: Route[] = [
      { title: 'GET /api/me', method: 'GET', path: `${url}/api/me`, headers: signedIn },
      ...listReads(seeded).map((read) => ({ title: read.title, method: 'GET' as const, path: `${url}${read.path}`, headers: signedIn })),
      ...writesFor(seeded, 'template').map((write, index) => ({
        title: write.title,
        method: write.method,
        path: `${url}${write.path}`,
        headers: json,
        body: (sent: number) => writesFor(seeded, `${index}-${sent}`)[index]!.body,
      })),
      {
        title: 'POST /api/event (page view)',
        method: 'POST',
        path: `${url}/api/event`,
        headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' },
        body: (sent: number) => pageView(seeded.projectId, String(sent)),
      },
    ];
    // The clients shared out over the routes, the first ones taking what does not divide evenly.
    const each = Math.floor(clients / routes.length);
    const extra = clients - each * routes.length;
    console.log(`\nMixed load, ${label}: ${clients} clients over ${routes.length} routes, ${seconds} s\n`);
    const outcomes = await Promise.all(routes.map((route, index) => run(route, each + (index < extra ? 1 : 0))));
    await seeded.close();
    for (const outcome of outcomes) {
      console.log(
        `${outcome.title.padEnd(36)} ${String(outcome.requests).padStart(7)} requests   p99 ${String(outcome.p99).padStart(5)} ms   errors ${outcome.errors}${outcome.statuses ? ` (${outcome.statuses})` : ''}`,
      );
    }
    const total = outcomes.reduce((sum, outcome) => sum + outcome.requests, 0);
    const errors = outcomes.reduce((sum, outcome) => sum + outcome.errors, 0);
    console.log(
      `${'all routes'.padEnd(36)} ${String(total).padStart(7)} requests (${(total / seconds).toFixed(0)}/s)   errors ${errors} (target 0)`,
    );
    return errors;
  } finally {
    await stop(server);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchLoad() {
  let errors = await mixedLoad('PGlite');
  if (process.env.DATABASE_URL) errors += await mixedLoad('PostgreSQL', process.env.DATABASE_URL);
  if (errors > 0) process.exitCode = 1;
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchLoad();
