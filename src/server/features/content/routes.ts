import { Hono } from 'hono';
import { z } from 'zod';
import {
  bulkGenerateSchema,
  contentCalendarQuerySchema,
  contentListQuerySchema,
  contentScheduleSchema,
  contentPublishedUrlSchema,
  contentStatusSchema,
  generateContentSchema,
  saveContentSchema,
  updateContentSchema,
} from '@/shared/content';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import type { BulkContentGeneration } from './bulk';
import type { ContentGeneration } from './generation';
import type { ContentService } from './service';

const projectQuery = z.object({ projectId: z.uuid().optional() });
const moreIdeasSchema = projectQuery.extend({ round: z.number().int().min(1).max(10_000) });

interface ContentServices {
  library: ContentService;
  generation: ContentGeneration;
  bulk: BulkContentGeneration;
}

export function contentRoutes({ library, generation, bulk }: ContentServices) {
  return new Hono<AppEnv>()
    .post('/generate', validate('json', generateContentSchema), async (c) => c.json(await generation.generate(c.var.viewer, c.req.valid('json'))))
    .get('/ideas', validate('query', projectQuery), async (c) =>
      c.json(await generation.startingIdeas(c.var.viewer, c.req.valid('query').projectId)),
    )
    .post('/ideas', validate('json', moreIdeasSchema), async (c) => {
      const { round, projectId } = c.req.valid('json');
      return c.json(await generation.moreIdeas(c.var.viewer, round, projectId));
    })
    .post('/insights', validate('query', projectQuery), async (c) =>
      c.json(await generation.insights(c.var.viewer, c.req.valid('query').projectId)),
    )
    .post('/bulk', validate('json', bulkGenerateSchema), async (c) => c.json(await bulk.start(c.var.viewer, c.req.valid('json')), 202))
    .get('/bulk/:id', async (c) => c.json(await bulk.get(c.var.viewer, c.req.param('id'))))
    .get('/', validate('query', contentListQuerySchema), async (c) => c.json(await library.list(c.var.viewer, c.req.valid('query'))))
    .post('/', validate('json', saveContentSchema), async (c) => c.json(await library.save(c.var.viewer, c.req.valid('json')), 201))
    .get('/calendar', validate('query', contentCalendarQuerySchema), async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json({ entries: await library.calendar(c.var.viewer, new Date(from), new Date(to)) });
    })
    .get('/:id', async (c) => c.json(await library.get(c.var.viewer, c.req.param('id'))))
    .put('/:id', validate('json', updateContentSchema), async (c) =>
      c.json(await library.update(c.var.viewer, c.req.param('id'), c.req.valid('json'))),
    )
    .patch('/:id/status', validate('json', contentStatusSchema), async (c) =>
      c.json(await library.setStatus(c.var.viewer, c.req.param('id'), c.req.valid('json').status)),
    )
    .patch('/:id/schedule', validate('json', contentScheduleSchema), async (c) => {
      const { scheduledAt } = c.req.valid('json');
      return c.json(await library.schedule(c.var.viewer, c.req.param('id'), scheduledAt ? new Date(scheduledAt) : null));
    })
    .patch('/:id/published-url', validate('json', contentPublishedUrlSchema), async (c) =>
      c.json(await library.setPublishedUrl(c.var.viewer, c.req.param('id'), c.req.valid('json').publishedUrl)),
    )
    .delete('/:id', async (c) => {
      await library.remove(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    });
}
