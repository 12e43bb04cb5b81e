// Social Engine (issue 17): 10,000 posts due in the same minute, half to a Mastodon account and half
// to a Bluesky account, published against local fakes of both networks: posts per second, the delay
// of the last one after their time (target: all out within 60 s) and the Uplift process's peak
// memory. Run by `npm run bench` in a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeBluesky } from '../src/server/features/social/test/fake-bluesky';
import { startFakeMastodon } from '../src/server/features/social/test/fake-mastodon';
import { freePort, memoryOf, postgresDatabase, session, startUplift, stop } from './uplift-process';

const posts = Number(process.env.BENCH_SOCIAL_POSTS ?? 10_000);
/** Posts created side by side while the schedule fills. */
const creators = 20;

async function api<Body>(url: string, cookie: string, method: string, pathname: string, body?: unknown): Promise<Body> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  if (response.status >= 400) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (response.headers.get('content-type')?.includes('json') ? response.json() : undefined) as Promise<Body>;
}

async function publishBurst(label: string, databaseUrl: string | undefined) {
  const [mastodon, bluesky] = await Promise.all([startFakeMastodon(), startFakeBluesky()]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-social-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'social') : undefined;
  // The fakes listen on loopback over http, as an instance on the operator's own network would.
  const server = await startUplift(dataDir, port, {
    DATABASE_URL: database?.url ?? '',
    APP_SECRET: 'b'.repeat(64),
    FETCH_ALLOW_PRIVATE_NETWORK: 'true',
  });
  try {
    const cookie = await session(url, 'sign-up', 'social@bench.test');
    const started = await api<{ redirectUrl: string }>(url, cookie, 'POST', '/api/social/accounts', {
      network: 'mastodon',
      instance: mastodon.origin,
    });
    const back = new URL(mastodon.approve(started.redirectUrl));
    await api(url, cookie, 'GET', `${back.pathname}${back.search}`);
    await api(url, cookie, 'POST', '/api/social/accounts', {
      network: 'bluesky',
      handle: bluesky.handle,
      appPassword: bluesky.appPassword,
      service: bluesky.origin,
    });
    const { accounts } = await api<{ accounts: Array<{ id: string }> }>(url, cookie, 'GET', '/api/social/accounts');

    // Every post due at the start of the same minute, far enough ahead for all of them to be written.
    const due = new Date(Math.ceil((Date.now() + posts * 15 + 30_000) / 60_000) * 60_000);
    const creating = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: creators }, async () => {
        for (let index = next++; index < posts; index = next++) {
          const account = accounts[index % accounts.length]!;
          await api(url, cookie, 'POST', '/api/social/posts', {
            content: `Bench post ${index} https://bakery.example/${index}`,
            accountIds: [account.id],
            scheduledAt: due.toISOString(),
          });
        }
      }),
    );
    const createSeconds = (performance.now() - creating) / 1000;
    if (Date.now() >= due.getTime()) throw new Error('The posts took longer to write than the time they were due');
    const before = memoryOf(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now()));

    const arrived = () => mastodon.statuses.length + bluesky.posts.size;
    let first = 0;
    let highest = before.rss;
    const giveUp = due.getTime() + 300_000;
    while (arrived() < posts && Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!first && arrived() > 0) first = Date.now();
      highest = Math.max(highest, memoryOf(server.pid!).rss);
    }
    const last = Date.now();
    const count = arrived();
    console.log(
      `${`${posts.toLocaleString('en')} posts due in one minute, ${label}`.padEnd(44)} ${(count / ((last - (first || last)) / 1000 || 1)).toFixed(0).padStart(6)} posts/s   ${count.toLocaleString('en')} out, the last ${((last - due.getTime()) / 1000).toFixed(1)} s after their time   (target: all within 60 s)`,
    );
    console.log(
      `${'  Uplift process memory while publishing'.padEnd(44)} before ${before.rss.toFixed(0)} MB   highest ${highest.toFixed(0)} MB   (the ${posts.toLocaleString('en')} posts were written in ${createSeconds.toFixed(0)} s beforehand)`,
    );
  } finally {
    await stop(server);
    await Promise.all([mastodon.close(), bluesky.close()]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSocial() {
  console.log('');
  await publishBurst('PGlite', undefined);
  if (process.env.DATABASE_URL) await publishBurst('PostgreSQL', process.env.DATABASE_URL);
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchSocial();
