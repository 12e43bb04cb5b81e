import { Hono } from 'hono';
import { create as contentDisposition } from 'content-disposition';
import QRCode from 'qrcode';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { reportQuerySchema } from '@/shared/analytics/analytics';
import { productInputSchema, productUpdateSchema } from '@/shared/monetization/products';
import { programInputSchema, programUpdateSchema } from '@/shared/monetization/programs';
import {
  serviceClientInputSchema,
  serviceClientUpdateSchema,
  serviceInputSchema,
  serviceUpdateSchema,
} from '@/shared/monetization/services';
import type { AppEnv } from '../../auth/viewer';
import { requireRole } from '../../auth/require-role';
import type { Database } from '../../db/database';
import { uuidParams, validate } from '../../http/validate';
import { notFound } from '../../lib/service-error';
import { monetizationLinks } from './links/schema';
import type { TrackedLinks } from './links/tracked-links';
import type { ProductsService } from './products/products-service';
import type { ProgramsService } from './programs/programs-service';
import { revenueReportCsv } from './report/revenue-report';
import type { RevenueService } from './revenue/revenue-service';
import type { ServicesService } from './services/services-service';

/** A write answers with the figures of the period the screen shows, so its query is read as the lists' is. */
const period = validate('query', reportQuerySchema);

export function programRoutes(programs: ProgramsService) {
  return new Hono<AppEnv>()
    .get('/', period, async (c) => c.json({ programs: await programs.list(c.var.viewer, c.req.valid('query')) }))
    .post('/', validate('json', programInputSchema), requireRole('editor'), async (c) =>
      c.json(await programs.add(c.var.viewer, c.req.valid('json')), 201),
    )
    .patch('/:id', uuidParams('id'), period, validate('json', programUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await programs.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'), c.req.valid('query'))),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await programs.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/:id/postback', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await programs.regeneratePostback(c.var.viewer, c.req.valid('param').id)),
    );
}

export function productRoutes(products: ProductsService) {
  return new Hono<AppEnv>()
    .get('/', period, async (c) => c.json({ products: await products.list(c.var.viewer, c.req.valid('query')) }))
    .post('/', validate('json', productInputSchema), requireRole('editor'), async (c) =>
      c.json(await products.add(c.var.viewer, c.req.valid('json')), 201),
    )
    .get('/:id/analytics', uuidParams('id'), period, async (c) =>
      c.json(await products.analytics(c.var.viewer, c.req.valid('param').id, c.req.valid('query'))),
    )
    .patch('/:id', uuidParams('id'), period, validate('json', productUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await products.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'), c.req.valid('query'))),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await products.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

export function serviceRoutes(services: ServicesService) {
  return new Hono<AppEnv>()
    .get('/', period, async (c) => c.json({ services: await services.list(c.var.viewer, c.req.valid('query')) }))
    .post('/', period, validate('json', serviceInputSchema), requireRole('editor'), async (c) =>
      c.json(await services.add(c.var.viewer, c.req.valid('json'), c.req.valid('query')), 201),
    )
    .patch('/:id', uuidParams('id'), period, validate('json', serviceUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await services.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'), c.req.valid('query'))),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await services.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/:id/clients', uuidParams('id'), validate('json', serviceClientInputSchema), requireRole('editor'), async (c) =>
      c.json(await services.addClient(c.var.viewer, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .patch(
      '/:id/clients/:clientId',
      uuidParams('id', 'clientId'),
      validate('json', serviceClientUpdateSchema),
      requireRole('editor'),
      async (c) => {
        const { id, clientId } = c.req.valid('param');
        return c.json(await services.updateClient(c.var.viewer, id, clientId, c.req.valid('json')));
      },
    )
    .delete('/:id/clients/:clientId', uuidParams('id', 'clientId'), requireRole('editor'), async (c) => {
      const { id, clientId } = c.req.valid('param');
      await services.removeClient(c.var.viewer, id, clientId);
      return c.body(null, 204);
    });
}

/** A link's QR code, as SVG: printed on a flyer or shown on a slide, it opens the tracked link. */
export function linkRoutes(db: Database, links: TrackedLinks) {
  return new Hono<AppEnv>().get(
    '/:id/qr',
    uuidParams('id'),
    validate('query', z.object({ download: z.literal('1').optional() })),
    async (c) => {
      const [link] = await db
        .select({ slug: monetizationLinks.slug })
        .from(monetizationLinks)
        .where(and(eq(monetizationLinks.workspaceId, c.var.viewer.workspaceId), eq(monetizationLinks.id, c.req.valid('param').id)));
      if (!link) throw notFound();
      const svg = await QRCode.toString(links.urlOf(link.slug), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'private, max-age=3600',
        ...(c.req.valid('query').download && { 'Content-Disposition': contentDisposition(`qr-${link.slug}.svg`) }),
      });
    },
  );
}

export function reportRoutes(deps: {
  revenue: RevenueService;
  programs: ProgramsService;
  products: ProductsService;
  services: ServicesService;
}) {
  return new Hono<AppEnv>().get('/report.csv', period, async (c) => {
    const viewer = c.var.viewer;
    const query = c.req.valid('query');
    const summary = await deps.revenue.summary(viewer, query);
    const csv = revenueReportCsv({
      summary,
      programs: await deps.programs.list(viewer, query),
      products: await deps.products.list(viewer, query),
      services: await deps.services.list(viewer, query),
    });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`revenue-report-${summary.period.from}-to-${summary.period.to}.csv`),
    });
  });
}
