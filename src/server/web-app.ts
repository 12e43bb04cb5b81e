import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { publicPages } from '@/shared/public-pages';
import type { AppEnv } from './auth/viewer';
import { projectPath } from './project-root';

/** Where `vite build` writes the app. */
export const builtWebRoot = projectPath('dist/web');

export interface WebAppOptions {
  /** Where the built app is; tests point it at a folder of their own. */
  webRoot?: string;
  /** Whether the request carries a live session: a signed-in visitor of /login goes to the dashboard. */
  isSignedIn: (c: Context<AppEnv>) => Promise<boolean>;
}

/**
 * The built SPA: hashed assets cached for good and sent precompressed (brotli or gzip, written at build
 * time) to browsers that take it; each public page answered with its own prerendered HTML and every
 * other path with the app's index.html, never cached, read again whenever a build has replaced them.
 */
export function serveWebApp(app: Hono<AppEnv>, { webRoot = builtWebRoot, isSignedIn }: WebAppOptions) {
  const index = builtPage(path.join(webRoot, 'index.html'));
  if (!index()) return;
  const preloads = builtPage(path.join(webRoot, 'screen-preloads.json'));
  const root = path.relative(process.cwd(), webRoot);
  const send = (page: () => string | undefined) => (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    // A build older than a public page has no file for it: the app shows that page then.
    return c.html(page() ?? index() ?? '');
  };
  const sendIndex = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(withScreenPreloads(index() ?? '', screenFiles(preloads(), c.req.path)));
  };
  app.get('/login', async (c, next) => ((await isSignedIn(c)) ? c.redirect('/dashboard') : next()));
  for (const { path: pagePath, file } of publicPages) {
    const sendPage = send(builtPage(path.join(webRoot, file)));
    app.get(pagePath, sendPage);
    app.get(`/${file}`, sendPage);
  }
  app.get('/index.html', sendIndex);
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      // The same address answers differently by Accept-Encoding, whichever version this answer is.
      c.header('Vary', 'Accept-Encoding');
    },
    serveStatic({ root, precompressed: true }),
  );
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', sendIndex);
}

/** The chunks the build names for a screen's address (screen-preloads.json), none for another or an older build. */
function screenFiles(json: string | undefined, pathname: string): readonly string[] {
  if (!json) return [];
  const files: unknown = (JSON.parse(json) as Record<string, unknown>)[pathname];
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/')) : [];
}

/**
 * index.html with a screen's own code preloaded: fetched with the entry's, rather than once the entry
 * has run and the router has matched the address (on a slow phone, a round trip before the first paint).
 */
function withScreenPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** A built file as the last build wrote it: read again when its modification time changes. */
function builtPage(file: string): () => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return cached?.html;
    }
  };
}
