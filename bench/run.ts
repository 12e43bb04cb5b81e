// `npm run bench`: starts Uplift on PGlite, loads it from this machine and prints the figures the
// foundation issue names. Targets (2-core machine): landing JS ≤ 150 KB gzipped, /api/me p99 ≤ 25 ms.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The JavaScript the landing page loads before anything else: its entry and modulepreloads. */
function landingJavaScriptGzipped(): { files: number; bytes: number } {
  const html = readFileSync('dist/web/index.html', 'utf8');
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  const unique = [...new Set(sources)];
  const bytes = unique.reduce((sum, file) => sum + gzipSync(readFileSync(path.join('dist/web', file))).length, 0);
  return { files: unique.length, bytes };
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  // Two unmeasured seconds first, so the figures are of a warmed-up server rather than of the JIT.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${errors}`,
  );
  return result;
}

async function main() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        if (attempt > 120) throw new Error('Uplift did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Node's fetch marks itself as a browser request (Sec-Fetch-*), so it must name its origin.
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'bench@uplift.test', password: 'bench-password', name: 'Bench' }),
    });
    if (!signUp.ok) throw new Error(`Bench sign-up failed: ${signUp.status}`);
    const cookie = signUp.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');

    const landing = landingJavaScriptGzipped();
    console.log(`\nUplift benchmark: ${connections} connections, ${duration} s each, PGlite\n`);
    await load('GET /api/health', `${url}/api/health`);
    await load('GET /api/me (signed in)', `${url}/api/me`, { cookie });
    console.log(`${'landing page JavaScript (gzipped)'.padEnd(34)} ${(landing.bytes / 1024).toFixed(1)} KB in ${landing.files} files (target ≤ 150 KB)\n`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
