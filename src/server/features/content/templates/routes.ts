import { Hono } from 'hono';
import { contentTemplateInputSchema } from '@/shared/content/templates';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { uuidParams, validate } from '../../../http/validate';
import type { ContentTemplatesService } from './templates-service';

/** /api/content/templates: everyone in the workspace reads them; Editors and the Owner keep them. */
export function contentTemplateRoutes(templates: ContentTemplatesService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await templates.list(c.var.viewer)))
    .post('/', validate('json', contentTemplateInputSchema), requireRole('editor'), async (c) =>
      c.json(await templates.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .put('/:id', uuidParams('id'), validate('json', contentTemplateInputSchema), requireRole('editor'), async (c) =>
      c.json(await templates.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/duplicate', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await templates.duplicate(c.var.viewer, c.req.valid('param').id), 201),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await templates.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
