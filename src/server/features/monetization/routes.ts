import { Hono } from 'hono';
import { create as contentDisposition } from 'content-disposition';
import QRCode from 'qrcode';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type ReportQuery, reportQuerySchema } from '@/shared/analytics/analytics';
import { productInputSchema, productUpdateSchema } from '@/shared/monetization/products';
import { programInputSchema, programUpdateSchema } from '@/shared/monetization/programs';
import {
  serviceClientInputSchema,
  serviceClientUpdateSchema,
  serviceInputSchema,
  serviceUpdateSchema,
} from '@/shared/monetization/services';
import type { AppEnv, Viewer } from '../../auth/viewer';
import { requireRole } from '../../auth/require-role';
import type { CoreDeps } from '../../context';
import type { Database } from '../../db/database';
import { errorCodes } from '@/shared/error-codes';
import { endExperimentSchema, leadMagnetExperimentSchema, linkExperimentSchema } from '@/shared/monetization/experiments';
import { leadMagnetFileLimit, leadMagnetUpdateSchema } from '@/shared/monetization/lead-magnets';
import { limitBody } from '../../http/body-limit';
import { pathParams, uuidParams, validate } from '../../http/validate';
import { ServiceError, notFound } from '../../lib/service-error';
import { contentEarnings, topEarningContent } from './attribution/top-content';
import type { ExperimentsService } from './experiments/experiments-service';
import type { LeadMagnetsService } from './lead-magnets/lead-magnets-service';
import type { RevenueLedger } from './revenue/revenue-ledger';
import type { SuggestionsService } from './suggestions/suggestions-service';
import { monetizationLinks } from './links/schema';
import type { TrackedLinks } from './links/tracked-links';
import type { ProductsService } from './products/products-service';
import type { ProgramsService } from './programs/programs-service';
import { printableRevenueReport } from './report/printable-report';
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
  db: Database;
  ledger: RevenueLedger;
  revenue: RevenueService;
  programs: ProgramsService;
  products: ProductsService;
  services: ServicesService;
  branding: Pick<CoreDeps['branding'], 'presentation'>;
}) {
  const partsOf = async (viewer: Viewer, query: ReportQuery) => ({
    summary: await deps.revenue.summary(viewer, query),
    programs: await deps.programs.list(viewer, query),
    products: await deps.products.list(viewer, query),
    services: await deps.services.list(viewer, query),
    content: await topEarningContent(deps.db, viewer.workspaceId, deps.ledger.spanOf(query)),
  });
  return new Hono<AppEnv>()
    .get('/report.csv', period, async (c) => {
      const parts = await partsOf(c.var.viewer, c.req.valid('query'));
      const { from, to } = parts.summary.period;
      return c.body(revenueReportCsv(parts), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`revenue-report-${from}-to-${to}.csv`),
      });
    })
    .get('/report.html', period, async (c) => {
      const parts = await partsOf(c.var.viewer, c.req.valid('query'));
      const { workspaceId, workspaceName } = c.var.viewer;
      return c.html(printableRevenueReport({ ...parts, workspaceName, presentation: await deps.branding.presentation(workspaceId) }));
    });
}

export function topContentRoutes(db: Database, ledger: RevenueLedger) {
  return (
    new Hono<AppEnv>()
      .get('/top-content', period, async (c) =>
        c.json({ items: await topEarningContent(db, c.var.viewer.workspaceId, ledger.spanOf(c.req.valid('query'))) }),
      )
      // One item's earnings, for the Content Engine's detail; an item that earned nothing answers null.
      .get('/content/:id', uuidParams('id'), period, async (c) => {
        const earned = await contentEarnings(db, c.var.viewer.workspaceId, ledger.spanOf(c.req.valid('query')));
        return c.json({ earnings: earned.get(c.req.valid('param').id) ?? null });
      })
  );
}

export function suggestionRoutes(suggestions: SuggestionsService) {
  // It spends the plan's AI allowance when a provider words them: a change, as the assistant's insights are.
  return new Hono<AppEnv>().post('/suggestions', period, requireRole('editor'), async (c) =>
    c.json(await suggestions.suggest(c.var.viewer, c.req.valid('query'))),
  );
}

const experimentKinds = z.object({ kind: z.enum(['link', 'lead-magnet']), id: z.uuid() });

export function experimentRoutes(experiments: ExperimentsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ experiments: await experiments.list(c.var.viewer) }))
    .put('/link/:id', uuidParams('id'), validate('json', linkExperimentSchema), requireRole('editor'), async (c) =>
      c.json({ experiments: await experiments.startLinkTest(c.var.viewer, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .put('/lead-magnet/:id', uuidParams('id'), validate('json', leadMagnetExperimentSchema), requireRole('editor'), async (c) =>
      c.json({ experiments: await experiments.startLeadMagnetTest(c.var.viewer, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .post('/:kind/:id/end', pathParams(experimentKinds), validate('json', endExperimentSchema), requireRole('editor'), async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json({ experiments: await experiments.end(c.var.viewer, kind, id, c.req.valid('json').keep) });
    });
}

export function leadMagnetRoutes(magnets: LeadMagnetsService) {
  return new Hono<AppEnv>()
    .get('/', period, async (c) => c.json({ leadMagnets: await magnets.list(c.var.viewer, c.req.valid('query')) }))
    .post(
      '/',
      limitBody(leadMagnetFileLimit + 64 * 1024, `The file is larger than ${leadMagnetFileLimit / (1024 * 1024)} MB`),
      requireRole('editor'),
      async (c) => {
        const form = await c.req.parseBody().catch(() => null);
        if (!form) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Send the lead magnet as a form');
        return c.json(await magnets.add(c.var.viewer, form), 201);
      },
    )
    .get('/:id/embed', uuidParams('id'), async (c) => c.json(await magnets.embed(c.var.viewer, c.req.valid('param').id)))
    .patch('/:id', uuidParams('id'), period, validate('json', leadMagnetUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await magnets.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'), c.req.valid('query'))),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await magnets.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
