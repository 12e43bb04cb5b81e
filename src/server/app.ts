import { Hono, type MiddlewareHandler } from 'hono';
import { apiMessages } from '@/shared/messages';
import { sessionChecker } from './sign-in/has-session';
import { requireAdmin, requireViewer } from './sign-in/middleware';
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
  // server itself (http/http-server.ts).
  app.use('*', outerOnly(compressAnswers()));
  const limitJsonBody = limitBody(1024 * 1024);
  // GET and HEAD carry no body; skipping them keeps Hono from building a full Request for each read.
  // A streamed body has its area's own limits, and a refusal that leaves it unread still reaches the browser.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return Object.hasOwn(streamedBodies, c.req.path) ? answerBeforeBody(c, next) : limitJsonBody(c, next);
  });

  app.route('/metrics', prometheusRoutes(deps));
  app.use(
    '/api/*',
    sameOriginWrites({
      allowedOrigins: () => allowedOrigins(deps.config),
      publicPaths: mounts.filter((mount) => mount.foreignWrites).map((mount) => mount.path),
      bodyTypes: streamedBodies,
    }),
  );

  // Public API first (sign-in and friends, the health check, Stripe's signed webhook): they answer
  // before the session guard below is reached.
  for (const mount of mounts.filter((candidate) => candidate.public && !candidate.aheadOfMiddleware)) app.route(mount.path, mount.routes);

  // Everything else under /api needs a session; /api/admin also needs the admin role.
  app.use('/api/*', requireViewer(deps));
  app.use('/api/admin/*', requireAdmin);
  for (const mount of mounts.filter((candidate) => !candidate.public)) app.route(mount.path, mount.routes);
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', apiMessages.notFound));

  serveWebApp(app, { webRoot, isSignedIn: sessionChecker(deps) });
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

/**
 * Middleware for the answer that leaves the process: an in-process call acting as a viewer (the
 * public API's, a workflow's) is answered inside another request, whose own pass adds the headers,
 * compresses and is counted once.
 */
function outerOnly(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (actingViewerOf(c.env) ? next() : middleware(c, next));
}
