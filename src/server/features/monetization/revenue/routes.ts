import { Hono } from 'hono';
import { reportQuerySchema } from '@/shared/analytics/analytics';
import {
  monetizationSettingsSchema,
  revenueEntriesQuerySchema,
  revenueImportSchema,
  revenueInputSchema,
} from '@/shared/monetization/revenue';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { uuidParams, validate } from '../../../http/validate';
import type { RevenueService } from './revenue-service';

export function revenueRoutes(revenue: RevenueService) {
  return new Hono<AppEnv>()
    .get('/summary', validate('query', reportQuerySchema), async (c) => c.json(await revenue.summary(c.var.viewer, c.req.valid('query'))))
    .get('/revenue', validate('query', revenueEntriesQuerySchema), async (c) =>
      c.json(await revenue.entries(c.var.viewer, c.req.valid('query').page)),
    )
    .post('/revenue', validate('json', revenueInputSchema), requireRole('editor'), async (c) =>
      c.json(await revenue.record(c.var.viewer, c.req.valid('json')), 201),
    )
    .post('/revenue/import', validate('json', revenueImportSchema), requireRole('editor'), async (c) =>
      c.json(await revenue.importCsv(c.var.viewer, c.req.valid('json').csv)),
    )
    .get('/settings', async (c) => c.json(await revenue.settings(c.var.viewer)))
    .put('/settings', validate('json', monetizationSettingsSchema), requireRole('editor'), async (c) =>
      c.json(await revenue.saveSettings(c.var.viewer, c.req.valid('json'))),
    )
    .delete('/revenue/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await revenue.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
