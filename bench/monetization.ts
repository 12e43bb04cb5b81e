// Monetization Hub (issue 35): tracked-link redirects per second on /r/{slug} from 50 keep-alive
// clients for 10 s, on PGlite (target ≥ 2,000/s) and on PostgreSQL when DATABASE_URL is set (target
// ≥ 5,000/s), p99 ≤ 20 ms, redirects not followed; then every click answered with a click id must be
// found counted on the program. Run by `npm run bench` in a process of its own.
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { duration, freePort, postgresDatabase, session, startUplift, stop } from './uplift-process';

const clients = 50;
const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** GETs `url` from keep-alive clients for `seconds`, timing each request; counts the 302s that carried a click id. */
async function followFor(url: string, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let counted = 0;
  let failed = 0;
  const send = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const sent = request(url, { agent, headers: { 'user-agent': browser } }, (answer) => {
        answer.resume();
        answer.on('end', () => {
          latencies.push(performance.now() - started);
          if (answer.statusCode === 302 && answer.headers.location?.includes('uc=')) counted++;
          else failed++;
          resolve();
        });
      });
      sent.on('error', () => {
        failed++;
        resolve();
      });
      sent.end();
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) await send();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { counted, failed, p50: at(0.5), p99: at(0.99) };
}

async function api<T>(url: string, cookie: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`);
  return (await response.json()) as T;
}

async function redirects(label: string, target: number, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-monetization-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'monetization') : undefined;
  // The bench follows from one address; the per-address limit would otherwise be what it measures.
  const server = await startUplift(dataDir, port, {
    DATABASE_URL: database?.url ?? '',
    APP_SECRET: 'd'.repeat(64),
    MONETIZATION_REDIRECT_RATE_LIMIT: '1000000000',
  });
  try {
    const cookie = await session(url, 'sign-up', 'monetization@bench.test');
    const program = await api<{ id: string; link: { url: string } }>(url, cookie, 'POST', '/api/monetization/programs', {
      name: 'Bench Hosting',
      category: 'Hosting',
      commission: '30%',
      destination: 'https://hosting.example/?ref=bench',
    });
    // Two unmeasured seconds first, so the figures are of a warmed-up server rather than of the JIT.
    const warm = await followFor(program.link.url, 2);
    const result = await followFor(program.link.url, duration);
    const expected = warm.counted + result.counted;
    // The clicks are written every second: wait for the last batch, then count what the program shows.
    let stored = 0;
    for (let attempt = 0; attempt < 60 && stored < expected; attempt++) {
      const { programs } = await api<{ programs: { id: string; clicks: number }[] }>(
        url,
        cookie,
        'GET',
        '/api/monetization/programs?range=7d',
      );
      stored = programs.find((candidate) => candidate.id === program.id)?.clicks ?? 0;
      if (stored < expected) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(
      `${`GET /r/{slug} redirects, ${label}`.padEnd(44)} ${(result.counted / duration).toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   errors ${result.failed}   clicks answered ${expected.toLocaleString('en')}, stored ${stored.toLocaleString('en')}, lost ${expected - stored}   (target ≥ ${target.toLocaleString('en')}/s, p99 ≤ 20 ms)`,
    );
  } finally {
    await stop(server);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMonetization() {
  console.log('');
  await redirects('PGlite', 2000, undefined);
  if (process.env.DATABASE_URL) await redirects('PostgreSQL', 5000, process.env.DATABASE_URL);
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchMonetization();
