// The server as one ES module, dist/server/main.mjs, which `npm start` runs: Node loads it without a
// TypeScript compiler in the process, which keeps the server's memory about 120 MB smaller (ADR 021).
// Packages stay in node_modules; the source map gives errors their TypeScript lines.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const serverBundle = 'dist/server/main.mjs';

export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

// Run as a script by the browser tests' setup, which starts several servers from one build.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildServer();
