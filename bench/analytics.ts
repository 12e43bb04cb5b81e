// Analytics (issue 15): events per second the collection endpoint sustains for 20 s, on PGlite
// (target ≥ 3,000/s) and on PostgreSQL when DATABASE_URL is set (target ≥ 10,000/s), with every
// event answered 202 found in the report afterwards; and the 30-day report's p99 with 1,000,000
// events stored (target ≤ 100 ms). Run by `npm run bench` in a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { request, Agent } from 'node:http';
import { seedEvents } from './seed-events';
import { freePort, load, session, startUplift, stop } from './uplift-process';

const ingestSeconds = 20;
const storedEvents = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// The bench sends from one address; the per-address limit would otherwise be what it measures.
const unlimited = { ANALYTICS_RATE_LIMIT: '1000000000' };

/**
 * POSTs `body` from `clients` keep-alive connections for `seconds`, then waits for the requests still
 * on their way: every request is counted, so what was accepted can be compared with what was stored.
 */
async function postFor(url: string, body: string, headers: Record<string, string>, seconds: number, clients = 50) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const deadline = performance.now() + seconds * 1000;
  let accepted = 0;
  let failed = 0;
  const send = () =>
    new Promise<number>((resolve) => {
      const sent = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      });
      sent.on('error', () => resolve(0));
      sent.end(body);
    });
  const client = async () => {
    while (performance.now() < deadline) {
      if ((await send()) === 202) accepted++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  return { accepted, failed };
}

interface Instance {
  url: string;
  cookie: string;
  projectId: string;
}

async function projectFor(url: string, email: string): Promise<Instance> {
  const cookie = await session(url, 'sign-up', email);
  const response = await fetch(`${url}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ name: 'Bench site', url: 'https://bench.example' }),
  });
  if (response.status !== 201) throw new Error(`Bench project: ${response.status}`);
  return { url, cookie, projectId: ((await response.json()) as { id: string }).id };
}

async function storedPageViews({ url, cookie, projectId }: Instance): Promise<number> {
  const response = await fetch(`${url}/api/analytics/projects/${projectId}/report?range=7d`, { headers: { cookie } });
  if (!response.ok) throw new Error(`Bench report: ${response.status}`);
  return ((await response.json()) as { kpis: { pageViews: { value: number } } }).kpis.pageViews.value;
}

async function ingestion(label: string, target: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-analytics-'));
  const port = await freePort();
  const server = await startUplift(dataDir, port, { ...unlimited, ...env });
  try {
    const instance = await projectFor(`http://127.0.0.1:${port}`, `ingest-${Date.now()}@bench.test`);
    const body = JSON.stringify({
      p: instance.projectId,
      n: 'pageview',
      u: 'https://bench.example/pricing?utm_source=newsletter',
      r: 'https://www.google.com/',
      w: 1440,
    });
    const result = await postFor(`${instance.url}/api/event`, body, { 'content-type': 'text/plain', 'user-agent': chrome }, ingestSeconds);
    const accepted = result.accepted;
    // The buffer writes every second: wait for the last of them, then count what the report reads.
    let stored = 0;
    for (let attempt = 0; attempt < 60 && stored < accepted; attempt++) {
      stored = await storedPageViews(instance);
      if (stored < accepted) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const perSecond = accepted / ingestSeconds;
    console.log(
      `${`analytics ingestion, ${label}`.padEnd(44)} ${perSecond.toFixed(0).padStart(6)} events/s for ${ingestSeconds} s   accepted ${accepted}   stored ${stored}   lost ${accepted - stored}   errors ${result.failed}   (target ≥ ${target.toLocaleString('en')}/s)`,
    );
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function reportWithStoredEvents() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-report-'));
  const port = await freePort();
  const pglite = { DATABASE_URL: '' };
  let server = await startUplift(dataDir, port, pglite);
  try {
    const { projectId } = await projectFor(`http://127.0.0.1:${port}`, 'report@bench.test');
    // PGlite allows one process per data folder: stop Uplift to add the events, then start it again.
    await stop(server);
    const seeding = performance.now();
    await seedEvents(dataDir, projectId, storedEvents);
    const seeded = (performance.now() - seeding) / 1000;
    server = await startUplift(dataDir, port, pglite);
    const cookie = await session(`http://127.0.0.1:${port}`, 'sign-in', 'report@bench.test');
    const report = `http://127.0.0.1:${port}/api/analytics/projects/${projectId}/report?range=30d`;
    const rolling = performance.now();
    const first = await fetch(report, { headers: { cookie } });
    if (!first.ok) throw new Error(`Bench report: ${first.status}`);
    const firstSeconds = (performance.now() - rolling) / 1000;
    const { kpis } = (await first.json()) as { kpis: { pageViews: { value: number }; visitors: { value: number } } };
    console.log(
      `\n${storedEvents.toLocaleString('en')} analytics events added in ${seeded.toFixed(1)} s; the first report (rolling up what the worker had not) in ${firstSeconds.toFixed(1)} s shows ${kpis.pageViews.value.toLocaleString('en')} page views by ${kpis.visitors.value.toLocaleString('en')} visitors\n`,
    );
    await load(`GET analytics report 30d (${(storedEvents / 1e6).toFixed(1)}M events)`, report, { cookie }, 1);
    console.log(`${''.padEnd(44)} (target p99 ≤ 100 ms)`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAnalytics() {
  console.log('');
  await ingestion('PGlite', 3000, { DATABASE_URL: '' });
  if (process.env.DATABASE_URL) await ingestion('PostgreSQL', 10_000, {});
  await reportWithStoredEvents();
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchAnalytics();
