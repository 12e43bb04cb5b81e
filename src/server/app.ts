import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { apiMessages } from '@/shared/messages';
import { requireAdmin, requireViewer } from './auth/middleware';
import { authRoutes } from './auth/routes';
import type { AppDeps, AppEnv } from './context';
import { adminRoutes } from './features/admin/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { campaignsRoutes } from './features/campaigns/routes';
import { contentRoutes } from './features/content/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { eventsRoutes } from './events/routes';
import { setupRoutes } from './features/setup/routes';
import { projectsRoutes } from './features/projects/routes';
import { billingAdminRoutes } from './features/billing/admin-routes';
import { billingRoutes } from './features/billing/routes';
import { stripeWebhookRoutes } from './features/billing/webhook-routes';
import { healthRoutes } from './features/health/routes';
import { meRoutes } from './features/me/routes';
import { sampleWorkspaceRoutes } from './features/sample-workspace/routes';
import { notificationsRoutes } from './notifications/routes';
import { workspacesRoutes } from './tenancy/routes';
import { compressAnswers } from './http/compress-answers';
import { apiError, createErrorHandler } from './http/errors';
import { sameOriginWrites } from './http/same-origin';
import { prometheusRoutes } from './metrics/prometheus';
import { recordRequests } from './metrics/record-requests';
import { serveWebApp } from './web-app';

/** The only endpoints other sites and servers may write to; each checks its own signature or limits. */
const publicWritePaths = ['/api/billing/webhook'];

/** `webRoot`: where the built web app is; tests point it at a folder of their own. */
export function createApp(deps: AppDeps, webRoot?: string) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.use('*', compressAnswers());
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large.'),
  });
  // GET and HEAD carry no body; skipping them keeps Hono from building a full Request for each read.
  // Smart Setup's uploads stream to disk under their own, larger limits (setup/upload/receive.ts).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === '/api/setup/uploads' ? next() : limitBody(c, next),
  );

  app.use('/api/*', recordRequests(deps.metrics));
  app.route('/metrics', prometheusRoutes(deps));
  app.use(
    '/api/*',
    sameOriginWrites({
      allowedOrigins: [deps.config.publicUrl, ...deps.config.trustedOrigins],
      publicPaths: publicWritePaths,
      bodyTypes: { '/api/setup/uploads': 'multipart/form-data' },
    }),
  );

  // Public API: sign-in and friends, the health check and Stripe's signed webhook.
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/billing/webhook', stripeWebhookRoutes(deps));

  // Everything else under /api needs a session; /api/admin also needs the admin role.
  app.use('/api/*', requireViewer(deps));
  app.use('/api/admin/*', requireAdmin);
  app.route('/api/me', meRoutes(deps));
  app.route('/api/workspaces', workspacesRoutes(deps));
  app.route('/api/workspaces', sampleWorkspaceRoutes(deps));
  app.route('/api/notifications', notificationsRoutes(deps));
  app.route('/api/analytics', analyticsRoutes());
  app.route('/api/billing', billingRoutes(deps));
  app.route('/api/projects', projectsRoutes(deps));
  app.route('/api/campaigns', campaignsRoutes(deps));
  app.route('/api/content', contentRoutes(deps));
  app.route('/api/events', eventsRoutes(deps));
  app.route('/api/dashboard', dashboardRoutes(deps));
  app.route('/api/setup', setupRoutes(deps));
  app.route('/api/admin', billingAdminRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', apiMessages.notFound));

  serveWebApp(app, webRoot);
  return app;
}
