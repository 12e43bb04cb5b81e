import { Hono } from 'hono';
import { z } from 'zod';
import { publishContentSchema } from '@/shared/integrations/publishing';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import type { SelfApi } from '../../../http/self-api';
import { validate } from '../../../http/validate';
import type { PublishService } from './publish-service';

const stateQuery = z.object({ contentId: z.uuid() });

/** The Content Engine's Publish to WordPress / Ghost. */
export function publishingRoutes(deps: { publisher: PublishService; selfApi: SelfApi }) {
  const { publisher, selfApi } = deps;
  return new Hono<AppEnv>()
    .get('/', validate('query', stateQuery), async (c) => c.json(await publisher.state(c.var.viewer, c.req.valid('query').contentId)))
    .post('/', validate('json', publishContentSchema), requireRole('editor'), async (c) =>
      c.json(await publisher.publish(c.var.viewer, selfApi.as(c), c.req.valid('json')), 201),
    );
}
