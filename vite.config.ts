import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The landing page is a page of its own, so a first visit does not load the app.
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./src/web/landing.html', import.meta.url)),
      },
      // Icons in one file: split one per icon between the two pages, they cost a request each.
      output: { codeSplitting: { groups: [{ name: 'icons', test: /lucide-react/ }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain too little to be worth a second and third copy. */
const minimumBytes = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built text file of 1 KB or more, at the
 * strongest settings, once at build time; the server sends whichever the browser accepts.
 */
function precompress(): Plugin {
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
