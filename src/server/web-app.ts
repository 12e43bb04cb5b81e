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
 * time) to browsers that take it; every other path answered with index.html, never cached, read again
 * whenever a build has replaced it.
 */
export function serveWebApp(app: Hono<AppEnv>, webRoot = builtWebRoot) {
  const indexFile = path.join(webRoot, 'index.html');
  const index = builtIndex(indexFile);
  if (!index()) return;
  const root = path.relative(process.cwd(), webRoot);
  const sendIndex = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index() ?? '');
  };
  app.get('/', sendIndex);
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

/** index.html as the last build wrote it: read again when its modification time changes. */
function builtIndex(file: string): () => string | undefined {
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
