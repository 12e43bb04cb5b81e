import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { emailMessages, listChangeSchema, listInputSchema, segmentInputSchema, subscriberInputSchema } from '@/shared/email';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { ServiceError } from '../../lib/service-error';
import type { ListsService } from './lists/lists-service';
import type { SegmentsService } from './segments/segments-service';
import type { CsvImports } from './subscribers/csv-import';
import { subscribersCsv } from './subscribers/export';
import type { SubscribersService } from './subscribers/subscribers-service';
import type { Database } from '../../db/database';

/** A CSV of 100,000 contacts is about 5 MB. */
export const maxImportBytes = 20 * 1024 * 1024;

const filterSchema = z.object({
  listId: z.uuid().optional(),
  segmentId: z.string().max(40).optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** /api/email: lists, subscribers, imports, the export and segments. */
export function audienceRoutes(deps: { db: Database; lists: ListsService; subscribers: SubscribersService; segments: SegmentsService; imports: CsvImports }) {
  const { lists, subscribers, segments, imports } = deps;
  return new Hono<AppEnv>()
    .get('/lists', async (c) => c.json({ lists: await lists.list(c.var.viewer) }))
    .post('/lists', validate('json', listInputSchema), async (c) => c.json(await lists.create(c.var.viewer, c.req.valid('json')), 201))
    .patch('/lists/:id', validate('json', listChangeSchema), async (c) => c.json(await lists.update(c.var.viewer, c.req.param('id'), c.req.valid('json'))))
    .delete('/lists/:id', async (c) => {
      await lists.remove(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/subscribers', validate('query', filterSchema), async (c) => c.json(await subscribers.page(c.var.viewer, c.req.valid('query'))))
    .post('/subscribers', validate('json', subscriberInputSchema), async (c) => c.json(await subscribers.add(c.var.viewer, c.req.valid('json')), 201))
    .delete('/subscribers/:id', async (c) => {
      await subscribers.remove(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/imports', async (c) => {
      const length = Number(c.req.header('content-length'));
      if (!Number.isFinite(length) || length <= 0) throw new ServiceError(400, 'VALIDATION_FAILED', 'Choose a CSV file to import.');
      if (length > maxImportBytes) throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', 'A CSV file of at most 20 MB can be imported.');
      const body = await c.req.parseBody().catch(() => null);
      const file = body?.file;
      if (!(file instanceof File) || file.size === 0) throw new ServiceError(400, 'VALIDATION_FAILED', 'Choose a CSV file to import.');
      let mapping: unknown;
      try {
        mapping = JSON.parse(typeof body?.mapping === 'string' ? body.mapping : '');
      } catch {
        throw new ServiceError(400, 'VALIDATION_FAILED', emailMessages.importNeedsEmail);
      }
      return c.json(await imports.start(c.var.viewer, Buffer.from(await file.arrayBuffer()), mapping), 202);
    })
    .get('/imports/:id', async (c) => c.json(await imports.get(c.var.viewer, c.req.param('id'))))
    .get('/export', validate('query', filterSchema.omit({ page: true })), async (c) => {
      const where = await subscribers.exportCondition(c.var.viewer, c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`);
      return stream(c, async (out) => {
        for await (const chunk of subscribersCsv(deps.db, where)) await out.write(chunk);
      });
    })
    .get('/segments', async (c) => c.json({ segments: await segments.list(c.var.viewer) }))
    .post('/segments', validate('json', segmentInputSchema), async (c) => c.json(await segments.create(c.var.viewer, c.req.valid('json')), 201))
    .delete('/segments/:id', async (c) => {
      await segments.remove(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    });
}
