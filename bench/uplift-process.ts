// What the benchmarks share: an Uplift process of their own, a session in it, and a load run printed
// as one line.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function load(title: string, url: string, headers: Record<string, string> = {}, clients = connections) {
  // Two unmeasured seconds first, so the figures are of a warmed-up server rather than of the JIT.
  await autocannon({ url, connections: clients, duration: 2, headers });
  const result = await autocannon({ url, connections: clients, duration, headers });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}`,
  );
}

/** Uplift in a process of its own, started as `npm start` starts it; `env` adds to (or, with '', clears) the bench's own environment. */
export async function startUplift(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    stdio: 'inherit',
  });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // Two minutes: `npm start` builds the web app first when its sources changed, slow on a busy machine.
      if (attempt > 480) {
        await stop(server);
        throw new Error('Uplift did not start');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}

/** Node's fetch marks itself as a browser request (Sec-Fetch-*), so it must name its origin. */
export async function session(url: string, endpoint: 'sign-up' | 'sign-in', email = 'bench@uplift.test'): Promise<string> {
  const response = await fetch(`${url}/api/auth/${endpoint}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'bench-password', name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`Bench ${endpoint} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** A process's resident memory now and its all-time peak, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** A database of its own on the PostgreSQL server `serverUrl` names, dropped afterwards. */
export async function postgresDatabase(serverUrl: string, label: string) {
  const name = `uplift_bench_${label}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
