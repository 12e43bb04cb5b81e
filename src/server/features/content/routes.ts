import { Hono } from 'hono';
import { z } from 'zod';
import {
  bulkGenerateSchema,
  contentCalendarQuerySchema,
  contentListQuerySchema,
  contentScheduleSchema,
  contentPublishedUrlSchema,
  contentMessages,
  contentStatusSchema,
  generateContentSchema,
  saveContentSchema,
  updateContentSchema,
} from '@/shared/content/content';
import type { Entitlements } from '../../billing/entitlements';
import type { AppEnv } from '../../auth/viewer';
import { uuidParams, validate } from '../../http/validate';
import type { BulkContentGeneration } from './bulk';
import type { ContentGeneration } from './generation';
import type { ContentService } from './service';
import { contentTemplateRoutes } from './templates/routes';
import type { ContentTemplatesService } from './templates/templates-service';
import { voiceRoutes } from './voice/routes';
import type { BrandVoices } from './voice/voice-service';
import { requireRole } from '../../auth/require-role';
import { featureGate } from '../../billing/require-feature';

const projectQuery = z.object({ projectId: z.uuid().optional() });
const moreIdeasSchema = projectQuery.extend({ round: z.number().int().min(1).max(10_000) });

interface ContentServices {
  library: ContentService;
  generation: ContentGeneration;
  bulk: BulkContentGeneration;
  templates: ContentTemplatesService;
  voices: BrandVoices;
  entitlements: Entitlements;
}

export function contentRoutes({ library, generation, bulk, templates, voices, entitlements }: ContentServices) {
  const requireFeature = featureGate(entitlements);
  return (
    new Hono<AppEnv>()
      .post('/generate', validate('json', generateContentSchema), requireRole('editor'), async (c) =>
        c.json(await generation.generate(c.var.viewer, c.req.valid('json'))),
      )
      .get('/ideas', validate('query', projectQuery), async (c) =>
        c.json(await generation.startingIdeas(c.var.viewer, c.req.valid('query').projectId)),
      )
      .post('/ideas', validate('json', moreIdeasSchema), requireRole('editor'), async (c) => {
        const { round, projectId } = c.req.valid('json');
        return c.json(await generation.moreIdeas(c.var.viewer, round, projectId));
      })
      .post('/insights', validate('query', projectQuery), requireRole('editor'), async (c) =>
        c.json(await generation.insights(c.var.viewer, c.req.valid('query').projectId)),
      )
      .post(
        '/bulk',
        validate('json', bulkGenerateSchema),
        requireRole('editor'),
        requireFeature('bulk_generation', contentMessages.bulkNotOnPlan),
        async (c) => c.json(await bulk.start(c.var.viewer, c.req.valid('json')), 202),
      )
      // Before '/:id', so 'templates' is never read as a content id.
      .route('/templates', contentTemplateRoutes(templates))
      .route('/voice', voiceRoutes(voices))
      .get('/bulk/:id', uuidParams('id'), async (c) => c.json(await bulk.get(c.var.viewer, c.req.valid('param').id)))
      .get('/', validate('query', contentListQuerySchema), async (c) => c.json(await library.list(c.var.viewer, c.req.valid('query'))))
      .post('/', validate('json', saveContentSchema), requireRole('editor'), async (c) =>
        c.json(await library.save(c.var.viewer, c.req.valid('json')), 201),
      )
      .get(
        '/calendar',
        validate('query', contentCalendarQuerySchema),
        requireFeature('content_calendar', contentMessages.calendarNotOnPlan),
        async (c) => {
          const { from, to } = c.req.valid('query');
          return c.json({ entries: await library.calendar(c.var.viewer, new Date(from), new Date(to)) });
        },
      )
      .get('/:id', uuidParams('id'), async (c) => c.json(await library.get(c.var.viewer, c.req.valid('param').id)))
      .put('/:id', uuidParams('id'), validate('json', updateContentSchema), requireRole('editor'), async (c) =>
        c.json(await library.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
      )
      .patch('/:id/status', uuidParams('id'), validate('json', contentStatusSchema), requireRole('editor'), async (c) =>
        c.json(await library.setStatus(c.var.viewer, c.req.valid('param').id, c.req.valid('json').status)),
      )
      .patch('/:id/schedule', uuidParams('id'), validate('json', contentScheduleSchema), requireRole('editor'), async (c) => {
        const { scheduledAt } = c.req.valid('json');
        return c.json(await library.schedule(c.var.viewer, c.req.valid('param').id, scheduledAt ? new Date(scheduledAt) : null));
      })
      .patch('/:id/published-url', uuidParams('id'), validate('json', contentPublishedUrlSchema), requireRole('editor'), async (c) =>
        c.json(await library.setPublishedUrl(c.var.viewer, c.req.valid('param').id, c.req.valid('json').publishedUrl)),
      )
      .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
        await library.remove(c.var.viewer, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
