// Public API (issue 33, ADR 027): the same reads with a workspace API key (/api/v1) and with a
// session (/api), so the key's cost shows beside the screens' (target: within 20 %). A key's request
// is answered by the internal route, in-process, behind its own check and rate limit. On PGlite.
// Run by `npm run bench` in a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { connections, duration, freePort, session, startUplift, stop } from './uplift-process';

async function post<Body>(url: string, cookie: string, pathname: string, body: unknown): Promise<Body> {
  const response = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`POST ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Body>;
}

/** Requests a second, after two unmeasured seconds of warming up. */
async function readsPerSecond(url: string, headers: Record<string, string>) {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors + result.non2xx} failed requests`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

export async function benchPublicApi() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-api-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The bench measures the cost of a key, not its limit.
  const server = await startUplift(dataDir, port, { API_RATE_LIMIT: '1000000' });
  try {
    // The instance's first account is its admin, on Enterprise: API access included.
    const cookie = await session(url, 'sign-up', 'api@bench.test');
    for (let index = 0; index < 24; index++) {
      const title = `Post ${index + 1}`;
      await post(url, cookie, '/api/content', { type: 'blog', title, body: { title, metaDescription: '', content: 'Text', tags: [] } });
    }
    const { key } = await post<{ key: string }>(url, cookie, '/api/integrations/api-keys', { name: 'Bench', scopes: ['read'] });

    console.log(`\nPublic API: ${connections} connections, ${duration} s each, PGlite\n`);
    for (const [title, sessionPath, keyPath] of [
      ['projects list', '/api/projects', '/api/v1/projects'],
      ['content list (24 items)', '/api/content', '/api/v1/content'],
    ] as const) {
      const bySession = await readsPerSecond(`${url}${sessionPath}`, { cookie });
      const byKey = await readsPerSecond(`${url}${keyPath}`, { authorization: `Bearer ${key}` });
      const ratio = byKey.perSecond / bySession.perSecond;
      console.log(
        `${title.padEnd(26)} session ${bySession.perSecond.toFixed(0).padStart(6)} req/s (p99 ${bySession.p99} ms)   key ${byKey.perSecond.toFixed(0).padStart(6)} req/s (p99 ${byKey.p99} ms)   key/session ${(ratio * 100).toFixed(0)} % (target ≥ 80 %)`,
      );
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchPublicApi();
