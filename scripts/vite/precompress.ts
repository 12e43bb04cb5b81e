import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain too little to be worth a second and third copy. */
const minimumBytes = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built text file of 1 KB or more, at the
 * strongest settings, once at build time; the server sends whichever the browser accepts. It runs
 * when the build closes, after the public pages were rendered into their HTML.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'uplift-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of builtFiles(outDir)) {
        if (!compressible.test(file) || statSync(file).size < minimumBytes) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(full) : [full];
  });
}
