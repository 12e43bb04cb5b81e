// Fast at every layer (issue 38, ADR 046): side by side in one run and with the same load tool, a bare
// Hono hello-world, Uplift's `GET /api/me` signed in and every area's list read, at 50 connections, on
// PGlite and on PostgreSQL (when DATABASE_URL is set). Targets: an authenticated read ≥ 40 % of bare
// Hono's requests a second; every list read p99 ≤ 25 ms. Run by `npm run bench` in a process of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { connections, duration, freePort, postgresDatabase, session, startUplift, stop } from './uplift-process';
import { listReads, seedWorkspace, workspaceEnv } from './workspace';

interface Figures {
  perSecond: number;
  p99: number;
  errors: number;
}

/** Requests a second and p99, after two unmeasured seconds of warming up. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return { perSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function line(title: string, figures: Figures, extra = '') {
  console.log(
    `${title.padEnd(36)} ${figures.perSecond.toFixed(0).padStart(6)} req/s   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}${extra}`,
  );
}

/** Hono's hello-world on @hono/node-server, in a process of its own as Uplift is. */
async function bareHono(): Promise<Figures> {
  const port = await freePort();
  const source = `
    import { Hono } from 'hono';
    import { serve } from '@hono/node-server';
    const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
    serve({ fetch: app.fetch, port: ${port}, hostname: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: 'inherit' });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        if (attempt > 100) throw new Error('The bare Hono server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await measure(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill('SIGTERM');
  }
}

async function upliftReads(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-costs-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'costs') : undefined;
  const server = await startUplift(dataDir, port, { DATABASE_URL: database?.url ?? '', APP_SECRET: 'c'.repeat(64), ...workspaceEnv });
  try {
    const cookie = await session(url, 'sign-up', 'costs@bench.test');
    const seeded = await seedWorkspace(url, cookie);
    console.log(`\n${label}: ${connections} connections, ${duration} s each (lists of 25 items)\n`);
    // Measured again just before each driver's /api/me: on a shared machine the hello-world's figure
    // drifts over the minutes a driver's run takes.
    const bare = await bareHono();
    line('bare Hono hello-world', bare);
    const me = await measure(`${url}/api/me`, { cookie });
    line('GET /api/me (signed in)', me, `   ${((me.perSecond / bare.perSecond) * 100).toFixed(0)} % of bare Hono (target ≥ 40 %)`);
    let slowest = 0;
    for (const read of listReads(seeded)) {
      const figures = await measure(`${url}${read.path}`, { cookie });
      slowest = Math.max(slowest, figures.p99);
      line(read.title, figures);
    }
    console.log(`${'slowest list read p99'.padEnd(36)} ${slowest} ms (target ≤ 25 ms)`);
    await seeded.close();
  } finally {
    await stop(server);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchRequestCosts() {
  console.log(`\nRequest costs: bare Hono beside Uplift, ${connections} connections, ${duration} s each\n`);
  await upliftReads('PGlite');
  if (process.env.DATABASE_URL) await upliftReads('PostgreSQL', process.env.DATABASE_URL);
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchRequestCosts();
