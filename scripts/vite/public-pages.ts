import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type Plugin, createServer } from 'vite';
import { publicPages } from '../../src/shared/public-pages.ts';
import {
  type ScreenShells,
  type ShellBannerCondition,
  type SidebarState,
  lowPriorityPreload,
  shellMarks,
} from '../../src/shared/screen-shells.ts';

const emptyRoot = '<div id="root"></div>';

/** A public page's entry module: `pages/<its HTML file's name>.tsx`, whose default export is the page. */
export const publicPageEntry = (file: string) => `/pages/${path.basename(file, '.html')}.tsx`;

/** The signed-in app's page and what it shows before its code has run: its loading state. */
const appShell = { file: 'index.html', entry: '/app/loading-shell.tsx' };
/** The signed-in screens' shells (ADR 048), by address, for the server to put in index.html's root. */
const screenShells = { file: 'screen-shells.json', entry: '/app/screen-shell.tsx' };

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
        const shells = (await loader.ssrLoadModule(screenShells.entry)) as {
          screenShells: () => Promise<{
            screens: Record<string, Record<SidebarState, ReactElement>>;
            banners: { when: ShellBannerCondition; element: ReactElement }[];
            reads: Record<string, string[]>;
          }>;
        };
        const { screens, banners, reads } = await shells.screenShells();
        const rendered: ScreenShells = {
          screens: Object.fromEntries(
            Object.entries(screens).map(([address, { expanded, collapsed }]) => [
              address,
              { expanded: renderToString(expanded), collapsed: renderToString(collapsed) },
            ]),
          ),
          banners: banners.map(({ when, element }) => ({ when, html: renderToString(element) })),
          reads,
        };
        for (const [address, { expanded }] of Object.entries(rendered.screens)) {
          if (!expanded.includes(shellMarks.banners))
            throw new Error(`The shell of ${address} has no ${shellMarks.banners} for the banners`);
        }
        writeFileSync(path.join(outDir, screenShells.file), JSON.stringify(rendered));
        paintFirst(path.join(outDir, appShell.file), outDir);
      } finally {
        await loader.close();
      }
    },
  };
}

/**
 * The app's index.html made to paint what it holds (a screen's shell, or the loading state) before
 * its code arrives (ADR 048):
 * - the stylesheet is written into it: a linked one holds the first paint until it has arrived, by
 *   then with the app's scripts too. No chunk names it among what it needs (it is the entry's), so
 *   none asks for it again. It goes last in the head (about 80 KB, 11 KB compressed), so that the
 *   links before it (the entry, /api/me) are in the page's first bytes.
 * - so is the icon: a browser fetches six files at a time from one HTTP/1.1 server, and the icon
 *   would take one of the six while the app's code waits.
 * - the code it preloads is fetched at low priority, and compiled only when the app imports it (a
 *   modulepreload compiles as it arrives, on the main thread): none of it is needed for that paint,
 *   and the data the app asks for first (/api/me) goes before it. The frame's and the screens' links
 *   wait in a template until that paint shows (`appCodeId`, js-budgets.ts and web-app.ts).
 */
function paintFirst(page: string, outDir: string): void {
  const html = readFileSync(page, 'utf8');
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g)];
  if (links.length !== 1) throw new Error(`${path.basename(page)} should link one stylesheet, not ${links.length}`);
  const [link, file] = links[0]!;
  const css = readFileSync(path.join(outDir, file!), 'utf8');
  const iconLink = 'href="/favicon.svg"';
  if (!html.includes(iconLink)) throw new Error(`${path.basename(page)} should link /favicon.svg`);
  const icon = `href="data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(outDir, 'favicon.svg'), 'utf8'))}"`;
  writeFileSync(
    page,
    html
      .replace(link, '')
      .replace('</head>', () => `<style>${css}</style></head>`)
      .replace(iconLink, () => icon)
      .replaceAll('<link rel="modulepreload" ', lowPriorityPreload),
  );
}
