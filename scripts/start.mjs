// `npm start`: build the web app when the build is missing or older than its sources, then run the
// server inside this same process, so one process id owns the port and receives the signals.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const builtIndex = 'dist/web/index.html';

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = ['src/web', 'src/shared', 'scripts/vite', 'vite.config.ts'];
const sourceTime = Math.max(...sources.map((source) => (statSync(source).isDirectory() ? newestChange(source) : statSync(source).mtimeMs)));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../src/server/main.ts');
