// Outgoing webhooks (issue 33): content published in a burst, each piece an event for every one of
// the workspace's endpoints, delivered to a local receiver that checks every signature. Deliveries
// per second (first to last received; target ≥ 500/s on PostgreSQL), and none lost or doubled. On
// PGlite, and on PostgreSQL when DATABASE_URL is set. Run by `npm run bench` in a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startWebhookReceiver } from '../src/server/features/integrations/test/webhook-receiver';
import { freePort, postgresDatabase, session, startUplift, stop } from './uplift-process';

const events = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 500);
const endpoints = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 10);
/** Requests sent side by side while the pieces are written and published. */
const writers = 20;

async function api<Body>(url: string, cookie: string, method: string, pathname: string, body?: unknown): Promise<Body> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (response.headers.get('content-type')?.includes('json') ? response.json() : undefined) as Promise<Body>;
}

async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let index = next++; index < count; index = next++) await work(index);
    }),
  );
}

async function deliverBurst(label: string, databaseUrl: string | undefined) {
  const receiver = await startWebhookReceiver();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-webhooks-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'webhooks') : undefined;
  // The receiver listens on loopback over http, as a receiver on the operator's own network would.
  const server = await startUplift(dataDir, port, {
    DATABASE_URL: database?.url ?? '',
    APP_SECRET: 'c'.repeat(64),
    FETCH_ALLOW_PRIVATE_NETWORK: 'true',
  });
  try {
    // The instance's first account is its admin, who puts the workspace on a plan with webhooks.
    const cookie = await session(url, 'sign-up', 'webhooks@bench.test');
    const me = await api<{ workspace: { id: string } }>(url, cookie, 'GET', '/api/me');
    await api(url, cookie, 'PUT', `/api/admin/workspaces/${me.workspace.id}/plan`, { plan: 'professional' });
    for (let index = 0; index < endpoints; index++) {
      const { secret } = await api<{ secret: string }>(url, cookie, 'POST', '/api/integrations/webhooks', { url: receiver.url });
      receiver.secrets.push(secret);
    }
    const pieces: string[] = [];
    await inParallel(events, async (index) => {
      const title = `Bench piece ${index}`;
      const piece = await api<{ id: string }>(url, cookie, 'POST', '/api/content', {
        type: 'blog',
        title,
        body: { title, metaDescription: '', content: 'Fresh rye.', tags: [] },
      });
      pieces[index] = piece.id;
    });

    const expected = events * endpoints;
    const publishing = performance.now();
    await inParallel(events, async (index) => {
      await api(url, cookie, 'PATCH', `/api/content/${pieces[index]}/status`, { status: 'published' });
    });
    const publishSeconds = (performance.now() - publishing) / 1000;
    const giveUp = Date.now() + 300_000;
    let firstAt = 0;
    while (receiver.received.length < expected && Date.now() < giveUp) {
      if (!firstAt && receiver.received.length > 0) firstAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lastAt = performance.now();
    // Anything late or doubled would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const received = receiver.received.length;
    const unique = new Set(receiver.received.map((request) => request.id)).size;
    const checked = receiver.received.filter((request) => request.verified).length;
    const seconds = (lastAt - (firstAt || lastAt)) / 1000 || 1;
    console.log(
      `${`${expected.toLocaleString('en')} webhook deliveries, ${label}`.padEnd(44)} ${(unique / seconds).toFixed(0).padStart(6)} deliveries/s   ${unique.toLocaleString('en')} delivered, ${Math.max(0, expected - unique)} lost, ${received - unique} doubled   (target ≥ 500/s on PostgreSQL)`,
    );
    console.log(
      `${'  signatures and the events behind them'.padEnd(44)} ${checked.toLocaleString('en')} of ${received.toLocaleString('en')} checked out with their endpoint's secret   ${events} pieces published in ${publishSeconds.toFixed(1)} s, ${endpoints} endpoints`,
    );
  } finally {
    await stop(server);
    await receiver.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchWebhooks() {
  console.log('');
  await deliverBurst('PGlite', undefined);
  if (process.env.DATABASE_URL) await deliverBurst('PostgreSQL', process.env.DATABASE_URL);
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchWebhooks();
