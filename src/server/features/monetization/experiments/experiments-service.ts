import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Experiment, VariantFigures, leadMagnetExperimentSchema, linkExperimentSchema } from '@/shared/monetization/experiments';
import { twoProportionPValue, winnerOf } from '@/shared/monetization/significance';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import { creditedConversions } from '../attribution/credited-conversions';
import { monetizationLeadMagnets, monetizationLeads } from '../lead-magnets/schema';
import { monetizationClicks, monetizationLinks } from '../links/schema';
import type { TrackedLinks } from '../links/tracked-links';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';

type Counts = { visitors: number; conversions: number };

function variantFigures(label: string, counts: Counts): VariantFigures {
  return { label, ...counts, rate: counts.visitors === 0 ? null : Math.round((counts.conversions / counts.visitors) * 1000) / 10 };
}

function experimentOf(
  base: Pick<Experiment, 'id' | 'kind' | 'name' | 'split'>,
  labels: [string, string],
  counts: [Counts, Counts],
): Experiment {
  return {
    ...base,
    variants: [variantFigures(labels[0], counts[0]), variantFigures(labels[1], counts[1])],
    pValue: twoProportionPValue(counts[0], counts[1]),
    winner: winnerOf(counts[0], counts[1]),
  };
}

/**
 * A/B tests of offers: a tracked link's two destinations, or a lead magnet's two headings. Each
 * counts from when it began: visitors are a day's visitor hashes that followed the link (or opened
 * the page), conversions the visitors credited with a conversion (or who confirmed a sign-up).
 */
export class ExperimentsService {
  constructor(private readonly deps: { db: Database; links: TrackedLinks; now: () => Date }) {}

  async list(viewer: Viewer): Promise<Experiment[]> {
    return [...(await this.linkExperiments(viewer.workspaceId)), ...(await this.leadMagnetExperiments(viewer.workspaceId))];
  }

  async startLinkTest(viewer: Viewer, linkId: string, input: z.output<typeof linkExperimentSchema>): Promise<Experiment[]> {
    requireEditor(viewer);
    const [link] = await this.deps.db
      .update(monetizationLinks)
      .set({
        variantB: input.variantB,
        split: input.split,
        // A new second destination is a new test; a changed split goes on with the same one.
        testStartedAt: sql`case when ${monetizationLinks.variantB} is distinct from ${input.variantB} then ${this.deps.now().toISOString()}::timestamptz else ${monetizationLinks.testStartedAt} end`,
      })
      .where(
        and(
          eq(monetizationLinks.workspaceId, viewer.workspaceId),
          eq(monetizationLinks.id, linkId),
          sql`${monetizationLinks.leadMagnetId} is null`,
        ),
      )
      .returning();
    if (!link) throw notFound();
    this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
    return this.list(viewer);
  }

  async startLeadMagnetTest(viewer: Viewer, magnetId: string, input: z.output<typeof leadMagnetExperimentSchema>): Promise<Experiment[]> {
    requireEditor(viewer);
    const [magnet] = await this.deps.db
      .update(monetizationLeadMagnets)
      .set({
        headingB: input.headingB,
        split: input.split,
        testStartedAt: sql`case when ${monetizationLeadMagnets.headingB} is distinct from ${input.headingB} then ${this.deps.now().toISOString()}::timestamptz else ${monetizationLeadMagnets.testStartedAt} end`,
      })
      .where(and(eq(monetizationLeadMagnets.workspaceId, viewer.workspaceId), eq(monetizationLeadMagnets.id, magnetId)))
      .returning();
    if (!magnet) throw notFound();
    return this.list(viewer);
  }

  /** Keeps one variant: the second becomes the link's destination (or the page's title), and the test ends. */
  async end(viewer: Viewer, kind: 'link' | 'lead-magnet', id: string, keep: 'a' | 'b'): Promise<Experiment[]> {
    requireEditor(viewer);
    if (kind === 'link') {
      const [link] = await this.deps.db
        .update(monetizationLinks)
        .set({
          destination: keep === 'b' ? sql`${monetizationLinks.variantB}` : sql`${monetizationLinks.destination}`,
          variantB: null,
          testStartedAt: null,
        })
        .where(
          and(eq(monetizationLinks.workspaceId, viewer.workspaceId), eq(monetizationLinks.id, id), isNotNull(monetizationLinks.variantB)),
        )
        .returning();
      if (!link) throw notFound();
      this.deps.links.forgetWorkspaceLinks(viewer.workspaceId);
    } else {
      const [magnet] = await this.deps.db
        .update(monetizationLeadMagnets)
        .set({
          title: keep === 'b' ? sql`${monetizationLeadMagnets.headingB}` : sql`${monetizationLeadMagnets.title}`,
          headingB: null,
          testStartedAt: null,
        })
        .where(
          and(
            eq(monetizationLeadMagnets.workspaceId, viewer.workspaceId),
            eq(monetizationLeadMagnets.id, id),
            isNotNull(monetizationLeadMagnets.headingB),
          ),
        )
        .returning();
      if (!magnet) throw notFound();
    }
    return this.list(viewer);
  }

  private async linkExperiments(workspaceId: string): Promise<Experiment[]> {
    const { db } = this.deps;
    const links = await db
      .select({
        id: monetizationLinks.id,
        destination: monetizationLinks.destination,
        variantB: monetizationLinks.variantB,
        split: monetizationLinks.split,
        startedAt: monetizationLinks.testStartedAt,
        program: monetizationPrograms.name,
        product: monetizationProducts.name,
      })
      .from(monetizationLinks)
      .leftJoin(monetizationPrograms, eq(monetizationPrograms.id, monetizationLinks.programId))
      .leftJoin(monetizationProducts, eq(monetizationProducts.id, monetizationLinks.productId))
      .where(and(eq(monetizationLinks.workspaceId, workspaceId), isNotNull(monetizationLinks.variantB)));
    const experiments: Experiment[] = [];
    for (const link of links) {
      const since = link.startedAt ?? new Date(0);
      const visitors = await db
        .select({
          variant: monetizationClicks.variant,
          visitors: sql<number>`count(distinct (${monetizationClicks.visitorId}, (${monetizationClicks.occurredAt} at time zone 'UTC')::date))::int`,
        })
        .from(monetizationClicks)
        .where(and(eq(monetizationClicks.linkId, link.id), gte(monetizationClicks.occurredAt, since)))
        .groupBy(monetizationClicks.variant);
      const converted = [new Set<string>(), new Set<string>()];
      const span = { start: since, end: new Date(this.deps.now().getTime() + 86_400_000) };
      for (const conversion of await creditedConversions(db, workspaceId, span)) {
        if (conversion.linkId === link.id && conversion.amountMinor > 0)
          converted[conversion.variant === 1 ? 1 : 0]!.add(conversion.visitor);
      }
      const countsOf = (variant: 0 | 1): Counts => ({
        visitors: Number(visitors.find((row) => row.variant === variant)?.visitors ?? 0),
        conversions: converted[variant]!.size,
      });
      experiments.push(
        experimentOf(
          { id: link.id, kind: 'link', name: link.program ?? link.product ?? 'Tracked link', split: link.split },
          [link.destination, link.variantB!],
          [countsOf(0), countsOf(1)],
        ),
      );
    }
    return experiments;
  }

  private async leadMagnetExperiments(workspaceId: string): Promise<Experiment[]> {
    const { db } = this.deps;
    const magnets = await db
      .select({
        id: monetizationLeadMagnets.id,
        title: monetizationLeadMagnets.title,
        headingB: monetizationLeadMagnets.headingB,
        split: monetizationLeadMagnets.split,
        startedAt: monetizationLeadMagnets.testStartedAt,
        linkId: monetizationLinks.id,
      })
      .from(monetizationLeadMagnets)
      .innerJoin(monetizationLinks, eq(monetizationLinks.leadMagnetId, monetizationLeadMagnets.id))
      .where(and(eq(monetizationLeadMagnets.workspaceId, workspaceId), isNotNull(monetizationLeadMagnets.headingB)));
    const experiments: Experiment[] = [];
    for (const magnet of magnets) {
      const since = magnet.startedAt ?? new Date(0);
      const views = await db
        .select({
          variant: monetizationClicks.variant,
          visitors: sql<number>`count(distinct (${monetizationClicks.visitorId}, (${monetizationClicks.occurredAt} at time zone 'UTC')::date))::int`,
        })
        .from(monetizationClicks)
        .where(and(eq(monetizationClicks.linkId, magnet.linkId), gte(monetizationClicks.occurredAt, since)))
        .groupBy(monetizationClicks.variant);
      const leads = await db
        .select({ variant: monetizationLeads.variant, leads: count() })
        .from(monetizationLeads)
        .where(and(eq(monetizationLeads.magnetId, magnet.id), gte(monetizationLeads.joinedAt, since)))
        .groupBy(monetizationLeads.variant);
      const countsOf = (variant: 0 | 1): Counts => ({
        visitors: Number(views.find((row) => row.variant === variant)?.visitors ?? 0),
        conversions: Number(leads.find((row) => row.variant === variant)?.leads ?? 0),
      });
      experiments.push(
        experimentOf(
          { id: magnet.id, kind: 'lead-magnet', name: magnet.title, split: magnet.split },
          [magnet.title, magnet.headingB!],
          [countsOf(0), countsOf(1)],
        ),
      );
    }
    return experiments;
  }
}
