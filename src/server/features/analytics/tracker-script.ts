import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/viewer';
import { buildTrackerScript } from './tracker-build';

interface BuiltScript {
  body: string;
  /** Weak: compressAnswers sends the same script gzip- or brotli-encoded. */
  etag: string;
}

/** Built at the first request, from the source the server runs beside, then kept for the process. */
let built: Promise<BuiltScript> | undefined;

function trackerScript(): Promise<BuiltScript> {
  built ??= buildTrackerScript().then((body) => ({
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  }));
  return built;
}

/** GET /js/script.js: the tracking script that sites on other origins load (the snippet's src). */
export function trackerScriptRoutes() {
  return new Hono<AppEnv>().get('/script.js', async (c) => {
    const { body, etag } = await trackerScript();
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=3600');
    // The app's secure headers say same-origin, which would stop every other site loading the script.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'application/javascript; charset=utf-8' });
  });
}
