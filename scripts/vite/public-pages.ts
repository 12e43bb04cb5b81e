import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type Plugin, createServer } from 'vite';
import { publicPages } from '../../src/shared/public-pages.ts';

const emptyRoot = '<div id="root"></div>';

/** A public page's entry module: `pages/<its HTML file's name>.tsx`, whose default export is the page. */
export const publicPageEntry = (file: string) => `/pages/${path.basename(file, '.html')}.tsx`;

/** The signed-in app's page and what it shows before its code has run: its loading state. */
const appShell = { file: 'index.html', entry: '/app/loading-shell.tsx' };

/**
 * The public pages as the server answers them: in development Vite serves each path its own HTML, and
 * the build renders each page into its HTML (loading the page's own entry through Vite's SSR loader),
 * so the first paint needs no JavaScript; the browser then hydrates it. The app's index.html gets its
 * loading state the same way, which the app replaces when it starts.
 */
export function publicPagesPlugin(): Plugin {
  let configFile: string | undefined;
  let outDir = '';
  return {
    name: 'uplift-public-pages',
    configResolved(config) {
      configFile = config.configFile;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = request.url?.split('?')[0];
        const page = publicPages.find((candidate) => candidate.path === pathname);
        if (page) request.url = `/${page.file}${request.url?.slice(pathname?.length) ?? ''}`;
        next();
      });
    },
    async writeBundle() {
      const loader = await createServer({
        configFile,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        for (const { file, entry: module } of [...publicPages.map(({ file }) => ({ file, entry: publicPageEntry(file) })), appShell]) {
          const entry = (await loader.ssrLoadModule(module)) as { default: ReactElement };
          const built = path.join(outDir, file);
          const html = readFileSync(built, 'utf8');
          if (!html.includes(emptyRoot)) throw new Error(`${file} has no ${emptyRoot} to render the page into`);
          writeFileSync(built, html.replace(emptyRoot, `<div id="root">${renderToString(entry.default)}</div>`));
        }
      } finally {
        await loader.close();
      }
    },
  };
}
