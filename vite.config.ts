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
    // Each public page is a page of its own, so a first visit does not load the app.
    rollupOptions: {
      input: [webFile('index.html'), ...publicPages.map((page) => webFile(page.file))],
      // Icons in one file: split one per icon between the pages, they cost a request each.
      output: { codeSplitting: { groups: [{ name: 'icons', test: /lucide-react/ }, ...chunks.groups] } },
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
