// `npm start` (and `npm run worker`, the same with PROCESS_ROLE=worker: jobs only, ADR 042): build what is missing or older than its sources (the web app with Vite, the server
// bundle with esbuild), then run the server inside this same process, so one process id owns the port
// and receives the signals.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { buildServer, serverBundle } from './build-server.mjs';

function newestChange(source) {
  if (!statSync(source).isDirectory()) return statSync(source).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(source)) newest = Math.max(newest, newestChange(path.join(source, entry)));
  return newest;
}

function isStale(built, sources) {
  return !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestChange));
}

if (isStale('dist/web/index.html', ['src/web', 'src/shared', 'scripts/vite', 'vite.config.ts'])) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (isStale(serverBundle, ['src/server', 'src/shared', 'tsconfig.json', 'scripts/build-server.mjs'])) {
  console.log('Building the server...');
  await buildServer();
}

// V8 lets the heap grow to about twice what is live before it collects again; with a tighter factor a
// server that sends and serves all day stays flat, at no cost in throughput measured (ADR 021).
v8.setFlagsFromString('--heap-growing-percent=20');
// V8 may decide, from one busy moment, that objects made at some place in the code live long and make
// them in the old generation from then on. A request's short-lived objects made so keep the young ones
// they point to alive until the next full collection: the process ran /api/me at twice the CPU for
// the rest of its life, in 6 of 7 starts loaded at once on PostgreSQL (ADR 046, sixth pass).
v8.setFlagsFromString('--no-allocation-site-pretenuring');
if (process.argv.includes('--worker')) process.env.PROCESS_ROLE = 'worker';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(serverBundle)).href);
