import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { signedInChunks } from './scripts/vite/signed-in-chunks.ts';
import budgets from './scripts/vite/js-budgets.json' with { type: 'json' };
import { framePreload, jsBudgets } from './scripts/vite/js-budgets.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { publicPagesPlugin } from './scripts/vite/public-pages.ts';
import { publicPages } from './src/shared/public-pages.ts';

const apiPort = Number(process.env.PORT ?? 3000);
const chunks = signedInChunks(budgets);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), publicPagesPlugin(), chunks.plugin, framePreload(), jsBudgets(), precompress()],
  resolve: {
    alias: {
      '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Without the polyfill for browsers that predate modulepreload (Firefox 115, Safari 17): every
    // page's entry would import it, and the app's entry then waits for the chunk it is in (ADR 048).
    modulePreload: { polyfill: false },
    // Each public page is a page of its own, so a first visit does not load the app.
    rollupOptions: {
      input: [webFile('index.html'), ...publicPages.map((page) => webFile(page.file))],
      // Icons in one file: split one per icon between the pages, they cost a request each. The
      // dynamic imports' helper in one of its own: in a shared chunk, the app's entry would wait for
      // that chunk (React with it) before it could run (ADR 048, twelfth pass).
      output: {
        codeSplitting: {
          groups: [{ name: 'preload-helper', test: /vite\/preload-helper/ }, { name: 'icons', test: /lucide-react/ }, ...chunks.groups],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});

function webFile(name: string) {
  return fileURLToPath(new URL(`./src/web/${name}`, import.meta.url));
}
