// Load and faults (issue 38): kill -9 during 1,000 acknowledged writes, on PGlite and on PostgreSQL
// (when DATABASE_URL is set). Uplift runs as a child process; clients create content side by side;
// half-way Uplift is sent SIGKILL, restarted on the same data, and the writing goes on until 1,000
// writes were acknowledged (201). Then every acknowledged item is read back. Target: none missing.
// Run by `npm run bench` in a process of its own.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, postgresDatabase, session, startUplift, stop } from './uplift-process';

const acknowledgedTarget = Number(process.env.BENCH_KILL_WRITES ?? 1000);
/** Writes in flight at once, so the kill lands among several. */
const writers = 20;

async function killDuringWrites(label: string, databaseUrl?: string): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-kill-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'kill') : undefined;
  const env = { DATABASE_URL: database?.url ?? '', APP_SECRET: 'e'.repeat(64) };
  let server: ChildProcess = await startUplift(dataDir, port, env);
  try {
    const cookie = await session(url, 'sign-up', 'kill@bench.test');
    const acknowledged: string[] = [];
    let attempted = 0;
    let failed = 0;
    let killedAt = -1;
    let restarting: Promise<void> | undefined;

    const write = async (index: number): Promise<void> => {
      attempted++;
      const title = `Kill test ${index}`;
      try {
        const response = await fetch(`${url}/api/content`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, cookie },
          body: JSON.stringify({ type: 'email', title, body: { subject: title, content: 'Hi all', cta: 'Read' } }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        else failed++;
      } catch {
        // Refused or cut off by the kill: not acknowledged, so nothing is owed.
        failed++;
      }
    };

    const restart = async () => {
      killedAt = acknowledged.length;
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      server = await startUplift(dataDir, port, env);
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (acknowledged.length < acknowledgedTarget) {
          if (restarting) await restarting;
          if (killedAt < 0 && acknowledged.length >= acknowledgedTarget / 2) restarting ??= restart();
          if (restarting && killedAt < 0) {
            await restarting;
            continue;
          }
          await write(next++);
        }
      }),
    );

    const missing: string[] = [];
    for (const id of acknowledged) {
      const response = await fetch(`${url}/api/content/${id}`, { headers: { cookie } });
      if (response.status !== 200) missing.push(`${id} (${response.status})`);
    }
    console.log(
      `\nkill -9 during writes, ${label}: ${acknowledged.length} writes acknowledged (SIGKILL after ${killedAt}), ${attempted} attempted, ${failed} refused or cut off by the kill; after restart ${acknowledged.length - missing.length} of ${acknowledged.length} found, ${missing.length} missing (target 0)`,
    );
    if (missing.length > 0) console.log(`  missing: ${missing.slice(0, 10).join(', ')}`);
    return missing.length;
  } finally {
    await stop(server);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchKillNine() {
  let missing = await killDuringWrites('PGlite');
  if (process.env.DATABASE_URL) missing += await killDuringWrites('PostgreSQL', process.env.DATABASE_URL);
  if (missing > 0) process.exitCode = 1;
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchKillNine();
