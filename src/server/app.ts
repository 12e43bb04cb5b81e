import { Hono } from 'hono';
import { every } from 'hono/combine';
import { apiMessages } from '@/shared/messages';
import { pageVisitors } from './sign-in/page-visitor';
import { requireAdmin, requireViewer, sessionLookups } from './sign-in/middleware';
import type { CoreDeps } from './context';
import type { AppEnv } from './auth/viewer';
import { compressAnswers } from './http/compress-answers';
import { allowedOrigins } from './http/allowed-origins';
import { answerBeforeBody } from './http/answer-before-body';
import { limitBody } from './http/body-limit';
import { apiError, createErrorHandler } from './http/errors';
import { sameOriginWrites } from './http/same-origin';
import { actingViewerOf } from './http/self-api';
import { prometheusRoutes } from './metrics/prometheus';
import type { ModuleRoutes } from './server-module';
import { serveWebApp } from './web-app';

/**
 * The HTTP shell around the areas' routes (modules.ts): middleware, the session and admin guards,
 * the one error shape. `webRoot`: where the built web app is; tests point it at a folder of their own.
 */
export function createApp(deps: CoreDeps, mounts: readonly ModuleRoutes[], webRoot?: string) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));

  // Bodies that are not JSON, such as uploads, stream under their area's own limits.
  const streamedBodies: Record<string, string> = Object.fromEntries(
    mounts.flatMap(({ path, streamedBodies = {} }) => Object.entries(streamedBodies).map(([below, type]) => [`${path}${below}`, type])),
  );

  for (const mount of mounts.filter((candidate) => candidate.aheadOfMiddleware)) app.route(mount.path, mount.routes);

  // The security headers are every answer's defaults and the API's answers are timed, by the HTTP
  // server itself (http/http-server.ts). What every request passes through is one routed step, as Hono
  // awaits each step it routes to and a read would pay for each (ADR 046): answers are compressed, and
  // an API write must come from Uplift's own pages with a body within its limits (a streamed body has
  // its area's own, and a refusal that leaves it unread still reaches the browser).
  const limitJsonBody = limitBody(1024 * 1024);
  const guardWrite = every(
    (c, next) => (Object.hasOwn(streamedBodies, c.req.path) ? answerBeforeBody(c, next) : limitJsonBody(c, next)),
    sameOriginWrites({
      allowedOrigins: () => allowedOrigins(deps.config),
      publicPaths: mounts.filter((mount) => mount.foreignWrites).map((mount) => mount.path),
      bodyTypes: streamedBodies,
    }),
  );
  const compress = compressAnswers();
  app.use('*', (c, next) => {
    // GET and HEAD carry no body; skipping them keeps Hono from building a full Request for each read.
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    // `every` answers nothing itself: a refusal is set on the context, as Hono's own steps are.
    const guarded = isRead || !c.req.path.startsWith('/api/') ? next : () => guardWrite(c, next) as Promise<void>;
    // An in-process call acting as a viewer (the public API's, a workflow's) is answered inside another
    // request, whose own pass compresses.
    return actingViewerOf(c.env) ? guarded() : compress(c, guarded);
  });

  app.route('/metrics', prometheusRoutes(deps));

  // Public API first (sign-in and friends, the health check, Stripe's signed webhook): they answer
  // before the session guard below is reached.
  for (const mount of mounts.filter((candidate) => candidate.public && !candidate.aheadOfMiddleware)) app.route(mount.path, mount.routes);

  // Everything else under /api needs a session; /api/admin also needs the admin role.
  const sessions = sessionLookups(deps);
  app.use('/api/*', requireViewer(sessions));
  app.use('/api/admin/*', requireAdmin);
  for (const mount of mounts.filter((candidate) => !candidate.public)) app.route(mount.path, mount.routes);
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', apiMessages.notFound));

  serveWebApp(app, {
    webRoot,
    visitorOf: pageVisitors(sessions, deps.db),
    // Through the whole app, as the browser's own request would go; no Accept-Encoding, so not compressed.
    answerRead: (c, read) => {
      const cookie = c.req.header('cookie');
      return Promise.resolve(app.request(read, { headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } }, c.env));
    },
  });
  return app;
}

/**
 * A worker process's HTTP side (PROCESS_ROLE=worker, ADR 042): only the routes that answer on workers
 * (the health checks), for its orchestrator; everything else is not found.
 */
export function createWorkerApp(deps: CoreDeps, mounts: readonly ModuleRoutes[]) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  for (const mount of mounts.filter((candidate) => candidate.onWorkers)) app.route(mount.path, mount.routes);
  app.all('*', (c) => apiError(c, 404, 'NOT_FOUND', apiMessages.notFound));
  return app;
}
