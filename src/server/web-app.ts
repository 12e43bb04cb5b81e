import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context';

/** Where `vite build` writes the app. */
export const builtWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * The built SPA: hashed assets cached for good and sent precompressed (brotli or gzip, written at build
 * time) to browsers that take it; / answered with the landing page and every other path with the
 * app's index.html, never cached, read again whenever a build has replaced them.
 */
export function serveWebApp(app: Hono<AppEnv>, webRoot = builtWebRoot) {
  const index = builtPage(path.join(webRoot, 'index.html'));
  // The landing page is built as a page of its own (older builds have none: the app shows it then).
  const landing = builtPage(path.join(webRoot, 'landing.html'));
  if (!index()) return;
  const root = path.relative(process.cwd(), webRoot);
  const send = (page: () => string | undefined) => (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(page() ?? index() ?? '');
  };
  const sendIndex = send(index);
  app.get('/', send(landing));
  app.get('/landing.html', send(landing));
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

/** A built HTML page as the last build wrote it: read again when its modification time changes. */
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
