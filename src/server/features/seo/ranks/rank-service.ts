import { and, asc, count, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { featureLimit } from '@/shared/feature-catalogue';
import {
  type RankCountry,
  type RankHistory,
  rankMessages,
  type RankOverview,
  type TrackedKeyword,
  type trackKeywordsSchema,
} from '@/shared/seo/ranks';
import type { Entitlements } from '../../../billing/entitlements';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import type { GuardedApi } from '../../../http/guarded-api';
import { notFound } from '../../../lib/service-error';
import type { ApiKeySettings } from '../../../settings/service';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { workspaceProject } from '../../../projects/directory';
import type { RankChecker } from './rank-checker';
import { seoRankChecks, seoTrackedKeywords } from './schema';
import { serpProvider } from './serp-providers';

/** A year of daily points is as much history as the chart shows. */
const historyDays = 365;

type Row = typeof seoTrackedKeywords.$inferSelect;

/** Rank tracking for the screen: what is tracked and where it ranks, adding and removing keywords, and each one's history. */
export class RankService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      plans: WorkspacePlans;
      checker: RankChecker;
      apiKeys: Pick<ApiKeySettings, 'get'>;
      api: GuardedApi;
      originsForTests: Readonly<Record<string, string>>;
    },
  ) {}

  /** The keywords are kept until the workspace's projects or tracked keywords change (db/workspace-reads.ts). */
  async list(viewer: Viewer, projectId: string): Promise<RankOverview> {
    const { keywords, used } = await readWorkspaceRows(
      this.deps.db,
      {
        name: 'seo.ranks',
        tables: ['projects', 'seo_tracked_keywords'],
        workspaceId: viewer.workspaceId,
        variant: projectId,
        rows: (tracked) => tracked.keywords.length,
      },
      () => this.readKeywords(viewer, projectId),
    );
    const [provider, { plan }] = await Promise.all([
      serpProvider(this.deps.apiKeys, this.deps.api, this.deps.originsForTests),
      this.deps.plans.forViewer(allowanceOf(viewer)),
    ]);
    return { keywords, provider: provider?.name ?? null, usage: { used, limit: featureLimit(plan, 'rank_tracking') } };
  }

  private async readKeywords(viewer: Viewer, projectId: string): Promise<{ keywords: TrackedKeyword[]; used: number }> {
    await this.project(viewer, projectId);
    const [rows, used] = await Promise.all([
      this.deps.db
        .select()
        .from(seoTrackedKeywords)
        .where(and(eq(seoTrackedKeywords.workspaceId, viewer.workspaceId), eq(seoTrackedKeywords.projectId, projectId)))
        .orderBy(asc(seoTrackedKeywords.keyword), asc(seoTrackedKeywords.country), asc(seoTrackedKeywords.device)),
      this.tracked(viewer.workspaceId),
    ]);
    return { keywords: rows.map(toTrackedKeyword), used };
  }

  /** Tracks new keywords (those already tracked there are left as they are) and checks them at once. */
  async track(viewer: Viewer, input: z.output<typeof trackKeywordsSchema>): Promise<RankOverview> {
    await this.project(viewer, input.projectId);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    entitlement.requireFeature('rank_tracking', rankMessages.professionalOnly);
    const keywords = [...new Set(input.keywords.map((keyword) => keyword.toLowerCase().replace(/\s+/g, ' ')))];
    const existing = new Set(
      (
        await this.deps.db
          .select({ keyword: seoTrackedKeywords.keyword })
          .from(seoTrackedKeywords)
          .where(
            and(
              eq(seoTrackedKeywords.workspaceId, viewer.workspaceId),
              eq(seoTrackedKeywords.projectId, input.projectId),
              eq(seoTrackedKeywords.country, input.country),
              eq(seoTrackedKeywords.device, input.device),
            ),
          )
      ).map((row) => row.keyword),
    );
    const fresh = keywords.filter((keyword) => !existing.has(keyword));
    entitlement.requireFeatureRoom('rank_tracking', await this.tracked(viewer.workspaceId), fresh.length);
    if (fresh.length > 0) {
      const added = await this.deps.db
        .insert(seoTrackedKeywords)
        .values(
          fresh.map((keyword) => ({
            workspaceId: viewer.workspaceId,
            projectId: input.projectId,
            createdBy: viewer.userId,
            keyword,
            country: input.country,
            device: input.device,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: seoTrackedKeywords.id });
      await this.deps.checker.checkSoon(added.map((row) => row.id));
    }
    return this.list(viewer, input.projectId);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.deps.db
      .delete(seoTrackedKeywords)
      .where(and(eq(seoTrackedKeywords.id, id), eq(seoTrackedKeywords.workspaceId, viewer.workspaceId)))
      .returning({ id: seoTrackedKeywords.id });
    if (removed.length === 0) throw notFound();
  }

  async history(viewer: Viewer, id: string): Promise<RankHistory> {
    const [tracked] = await this.deps.db
      .select()
      .from(seoTrackedKeywords)
      .where(and(eq(seoTrackedKeywords.id, id), eq(seoTrackedKeywords.workspaceId, viewer.workspaceId)));
    if (!tracked) throw notFound();
    const checks = await this.deps.db
      .select()
      .from(seoRankChecks)
      .where(eq(seoRankChecks.trackedKeywordId, id))
      .orderBy(desc(seoRankChecks.checkedOn))
      .limit(historyDays);
    return {
      keyword: tracked.keyword,
      points: checks.reverse().map((check) => ({ date: check.checkedOn, position: check.position, competitors: check.competitors })),
    };
  }

  /** The Keywords Ranking tile: the project's tracked keywords in the top 100 at their last check; null without a project or while none has been checked. */
  async keywordsRanking(viewer: Viewer, projectId: string | undefined): Promise<number | null> {
    if (!projectId) return null;
    await this.project(viewer, projectId);
    const mine = and(eq(seoTrackedKeywords.workspaceId, viewer.workspaceId), eq(seoTrackedKeywords.projectId, projectId));
    const [checked] = await this.deps.db
      .select({ value: count() })
      .from(seoTrackedKeywords)
      .where(and(mine, isNotNull(seoTrackedKeywords.checkedAt)));
    if (!checked?.value) return null;
    const [ranking] = await this.deps.db
      .select({ value: count() })
      .from(seoTrackedKeywords)
      .where(and(mine, isNotNull(seoTrackedKeywords.position), lte(seoTrackedKeywords.position, 100)));
    return ranking?.value ?? 0;
  }

  private async tracked(workspaceId: string): Promise<number> {
    const [row] = await this.deps.db
      .select({ value: count() })
      .from(seoTrackedKeywords)
      .where(eq(seoTrackedKeywords.workspaceId, workspaceId));
    return row?.value ?? 0;
  }

  private async project(viewer: Viewer, id: string): Promise<void> {
    await workspaceProject(this.deps.db, viewer.workspaceId, id);
  }
}

function toTrackedKeyword(row: Row): TrackedKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    country: row.country as RankCountry,
    device: row.device,
    position: row.position,
    previousPosition: row.previousPosition,
    url: row.url,
    competitors: row.competitors,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    error: row.error,
  };
}
