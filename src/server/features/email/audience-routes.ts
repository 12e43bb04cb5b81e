import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { create as contentDisposition } from 'content-disposition';
import {
  emailMessages,
  listChangeSchema,
  listInputSchema,
  segmentInputSchema,
  subscriberFilterSchema,
  subscriberInputSchema,
} from '@/shared/email/email';
import type { Entitlements } from '../../billing/entitlements';
import type { AppEnv } from '../../auth/viewer';
import { declaredLength } from '../../http/body-limit';
import { uuidParams, validate } from '../../http/validate';
import type { ListsService } from './lists/lists-service';
import type { SegmentsService } from './segments/segments-service';
import type { CsvImports } from './subscribers/csv-import';
import { subscribersCsv } from './subscribers/export';
import type { SubscribersService } from './subscribers/subscribers-service';
import type { Database } from '../../db/database';
import { requireRole } from '../../auth/require-role';
import { featureGate } from '../../billing/require-feature';

/** A CSV of 100,000 contacts is about 5 MB. */
export const maxImportBytes = 20 * 1024 * 1024;
const chooseCsvFile = 'Choose a CSV file to import.';

/** The file and its column mapping (JSON, checked by the import against importMappingSchema). */
const importForm = z.object({
  file: z.instanceof(File, { error: chooseCsvFile }).refine((file) => file.size > 0, chooseCsvFile),
  mapping: z.string({ error: emailMessages.importNeedsEmail }).transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: emailMessages.importNeedsEmail });
      return z.NEVER;
    }
  }),
});
const importLength = declaredLength({
  empty: chooseCsvFile,
  maxBytes: maxImportBytes,
  tooLarge: 'A CSV file of at most 20 MB can be imported.',
});

/** /api/email: lists, subscribers, imports, the export and segments. */
export function audienceRoutes(deps: {
  db: Database;
  lists: ListsService;
  subscribers: SubscribersService;
  segments: SegmentsService;
  imports: CsvImports;
  entitlements: Entitlements;
}) {
  const { lists, subscribers, segments, imports } = deps;
  const requireFeature = featureGate(deps.entitlements);
  return new Hono<AppEnv>()
    .get('/lists', async (c) => c.json({ lists: await lists.list(c.var.viewer) }))
    .post('/lists', validate('json', listInputSchema), requireRole('editor'), async (c) =>
      c.json(await lists.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .patch('/lists/:id', uuidParams('id'), validate('json', listChangeSchema), requireRole('editor'), async (c) =>
      c.json(await lists.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/lists/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await lists.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/subscribers', validate('query', subscriberFilterSchema), async (c) =>
      c.json(await subscribers.page(c.var.viewer, c.req.valid('query'))),
    )
    .post('/subscribers', validate('json', subscriberInputSchema), requireRole('editor'), async (c) =>
      c.json(await subscribers.add(c.var.viewer, c.req.valid('json')), 201),
    )
    .delete('/subscribers/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await subscribers.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/imports', importLength, validate('form', importForm), requireRole('editor'), async (c) => {
      const { file, mapping } = c.req.valid('form');
      return c.json(await imports.start(c.var.viewer, Buffer.from(await file.arrayBuffer()), mapping), 202);
    })
    .get('/imports/:id', uuidParams('id'), async (c) => c.json(await imports.get(c.var.viewer, c.req.valid('param').id)))
    .get(
      '/export',
      validate('query', subscriberFilterSchema.omit({ page: true })),
      requireFeature('data_export', emailMessages.exportNotOnPlan),
      async (c) => {
        const where = await subscribers.exportCondition(c.var.viewer, c.req.valid('query'));
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', contentDisposition(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`));
        return stream(c, async (out) => {
          for await (const chunk of subscribersCsv(deps.db, where)) await out.write(chunk);
        });
      },
    )
    .get('/segments', async (c) => c.json({ segments: await segments.list(c.var.viewer) }))
    .post(
      '/segments',
      validate('json', segmentInputSchema),
      requireRole('editor'),
      requireFeature('segmentation', emailMessages.segmentsNotOnPlan),
      async (c) => c.json(await segments.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .delete('/segments/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await segments.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
