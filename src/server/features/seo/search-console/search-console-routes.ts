import { Hono } from 'hono';
import { z } from 'zod';
import {
  chooseSearchConsolePropertySchema,
  searchConsoleMessages,
  searchConsoleProjectSchema,
  searchConsoleReturn,
} from '@/shared/seo/search-console';
import type { AppEnv } from '../../../auth/viewer';
import { validate } from '../../../http/validate';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { SearchConsoleConnect } from './search-console-connect';
import type { SearchConsoleService } from './search-console-service';
import { requireRole } from '../../../auth/require-role';

const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** Where the browser lands after Google's consent page: the Keyword Research tab, told how it went. */
function screenAfterConnect(reason?: string): string {
  const params = new URLSearchParams({
    tab: 'keywords',
    [searchConsoleReturn.param]: reason === undefined ? searchConsoleReturn.connected : searchConsoleReturn.failed,
  });
  if (reason) params.set(searchConsoleReturn.reasonParam, reason);
  return `/seo?${params.toString()}`;
}

/** Google Search Console import, below /api/seo/search-console. */
export function searchConsoleRoutes(deps: { service: SearchConsoleService; connect: SearchConsoleConnect; logger: Logger }) {
  const { service, connect } = deps;
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', searchConsoleProjectSchema), async (c) =>
        c.json(await service.state(c.var.viewer, c.req.valid('query').projectId)),
      )
      .post('/connect', validate('json', searchConsoleProjectSchema), requireRole('editor'), async (c) =>
        c.json(await connect.start(c.var.viewer, c.req.valid('json').projectId)),
      )
      // Google sends the browser back here (a navigation with the session's cookie): whatever happens, it lands on the screen,
      // a refused role or plan too, so the service checks them itself.
      .get('/callback', validate('query', callbackQuery), async (c) => {
        try {
          await connect.complete(c.var.viewer, c.req.valid('query'));
          return c.redirect(screenAfterConnect());
        } catch (error) {
          if (!(error instanceof ServiceError)) deps.logger.error('search console connection failed', { error: (error as Error).message });
          return c.redirect(screenAfterConnect(error instanceof ServiceError ? error.message : searchConsoleMessages.connectStartFailed));
        }
      })
      .post('/property', validate('json', chooseSearchConsolePropertySchema), requireRole('editor'), async (c) =>
        c.json(await service.chooseProperty(c.var.viewer, c.req.valid('json'))),
      )
      .post('/import', validate('json', searchConsoleProjectSchema), requireRole('editor'), async (c) =>
        c.json(await service.runImport(c.var.viewer, c.req.valid('json').projectId)),
      )
      .delete('/', validate('query', searchConsoleProjectSchema), requireRole('editor'), async (c) => {
        await service.disconnect(c.var.viewer, c.req.valid('query').projectId);
        return c.body(null, 204);
      })
  );
}
