import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { apiKeyMessages } from '@/shared/integrations/api-keys';
import { apiMessages } from '@/shared/messages';
import type { AppEnv } from '../../../auth/viewer';
import type { SelfApi } from '../../../http/self-api';
import { apiError } from '../../../http/errors';
import { notFound } from '../../../lib/service-error';
import type { KeyHolders } from '../api-keys/key-holders';
import { docsPage } from './docs-page';
import type { KeyRateLimit } from './key-rate-limit';
import { answerMcp } from './mcp';
import { type V1Operation, v1Info, v1Operations } from './operations';

/**
 * /api/v1 (ADR 027): each operation is answered by the internal route it names, called in-process as
 * the key's holder (`selfApi.asViewer`), so role, plan, usage, workspace scope and validation are the
 * screens' own, and their status and error answer come back as they are. Mounted public: only a
 * Bearer key opens it, never a session cookie. The document and its page need no key. `/mcp` offers
 * the same operations as MCP tools.
 */
export function publicApiRoutes(deps: { selfApi: SelfApi; holders: KeyHolders; rateLimit: KeyRateLimit }) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      // A malformed id names nothing, as on the internal routes (ADR 018).
      if (result.target === 'param') throw notFound();
      return apiError(c, 400, 'VALIDATION_FAILED', result.error.issues[0]?.message ?? apiMessages.invalidInput);
    },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'A workspace API key, `upl_…`',
  });

  const document = { openapi: '3.1.0', info: v1Info, servers: [{ url: '/api/v1' }], security: [{ bearerAuth: [] }] };
  app.doc31('/openapi.json', document);
  app.get('/docs', (c) => c.html(docsPage(app.getOpenAPI31Document(document))));

  app.use('*', bearerKey(deps));
  for (const operation of v1Operations) app.openapi(operation.route, answeredInternally(deps.selfApi, operation));
  app.post('/mcp', (c) => answerMcp(c, deps.selfApi));
  return app;
}

/** The key's holder becomes the request's viewer, after its per-key rate limit. */
function bearerKey({ holders, rateLimit }: { holders: KeyHolders; rateLimit: KeyRateLimit }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const holder = await holders.holderOf(c.req.header('authorization'));
    const allowance = await rateLimit.take(holder.keyId);
    const limits: Record<string, string> = {
      'RateLimit-Limit': String(allowance.limit),
      'RateLimit-Remaining': String(allowance.remaining),
      'RateLimit-Reset': String(allowance.resetSeconds),
    };
    if (!allowance.allowed) {
      const refused = apiError(c, 429, 'TOO_MANY_REQUESTS', apiKeyMessages.keyRateLimited);
      for (const [name, value] of Object.entries({ ...limits, 'Retry-After': limits['RateLimit-Reset']! }))
        refused.headers.set(name, value);
      return refused;
    }
    c.set('viewer', holder.viewer);
    await next();
    // Set on the answer itself, which is the internal route's own Response.
    for (const [name, value] of Object.entries(limits)) c.res.headers.set(name, value);
  };
}

function answeredInternally(selfApi: SelfApi, operation: V1Operation) {
  return async (c: Context<AppEnv>) => {
    const query = new URL(c.req.url).search;
    const sent = operation.route.request?.body ? await c.req.json<unknown>() : undefined;
    const { internal } = operation;
    const body = internal.body ? internal.body(sent) : sent;
    const path = `${internal.path(c.req.param())}${query}`;
    // The internal answer goes back unread: its status, its JSON and its error shape are the API's.
    return selfApi.asViewer(c.var.viewer, c).send(internal.method ?? operation.method, path, body);
  };
}
