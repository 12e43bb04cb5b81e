import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReportQuery } from '@/shared/analytics/analytics';
import { type RecommendationSet, type WrittenRecommendation, recommendationActions } from '@/shared/analytics/recommendations';
import type { AiEngine, ProjectContext } from '../../../ai';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import { notFound } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { projectById } from '../../../projects/directory';
import { analyticsRecommendations } from '../schema';
import type { AnalyticsService } from '../service';
import { type SetupState, candidates, recommendationsShown } from './candidates';
import { findings } from './findings';
import { recommendationsRecipe } from './recipe';

export interface RecommendationsDeps {
  db: Database;
  ai: AiEngine;
  analytics: AnalyticsService;
}

/**
 * The AI Recommendations card: the set last written for the project, else one the offline writer
 * draws now from the figures and the setup still open; Refresh asks the provider (or the offline
 * writer) for a new set. Always three.
 */
export class RecommendationsService {
  constructor(private readonly deps: RecommendationsDeps) {}

  async current(viewer: Viewer, projectId: string, query: ReportQuery): Promise<RecommendationSet> {
    await this.deps.analytics.requireAccess(viewer, projectId);
    const stored = await this.stored(projectId);
    // A set kept from before there were always three is drawn again.
    if (stored && stored.recommendations.length >= recommendationsShown) return stored;
    return this.write(viewer, projectId, query, { offline: true });
  }

  async refresh(viewer: Viewer, projectId: string, query: ReportQuery): Promise<RecommendationSet> {
    return this.write(viewer, projectId, query, { offline: false });
  }

  /** Records that the user acted on a recommendation and answers where its action opens. */
  async apply(viewer: Viewer, projectId: string, recommendationId: string): Promise<{ path: string }> {
    await this.deps.analytics.requireAccess(viewer, projectId);
    const recommendation = (await this.stored(projectId))?.recommendations.find((candidate) => candidate.id === recommendationId);
    if (!recommendation) throw notFound();
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'recommendation_applied',
      description: `Applied the recommendation "${recommendation.title}"`,
      data: { projectId, title: recommendation.title, action: recommendation.action },
    });
    return { path: recommendationActions[recommendation.action].path };
  }

  private async write(viewer: Viewer, projectId: string, query: ReportQuery, options: { offline: boolean }): Promise<RecommendationSet> {
    const { report, goals } = await this.deps.analytics.reportWithGoals(viewer, projectId, query);
    const [project, onSite] = await Promise.all([
      this.context(projectId),
      this.deps.analytics.contentPerformance(viewer, projectId, query),
    ]);
    const setup: SetupState = {
      tracking: report.hasData,
      goals: goals === null ? null : goals.length,
      contentOnSite: onSite.items.length,
      keywords: project?.keywords.length ?? 0,
    };
    const recipe = recommendationsRecipe(report, candidates(findings(report, goals), setup), project);
    const draft = await this.deps.ai.write(recipe, { workspaceId: viewer.workspaceId, userId: viewer.userId }, options);
    const row = {
      projectId,
      workspaceId: viewer.workspaceId,
      items: draft.payload.map((written: WrittenRecommendation) => ({ id: randomUUID(), ...written })),
      source: draft.source === 'ai' ? ('ai' as const) : ('offline' as const),
      periodFrom: report.period.from,
      periodTo: report.period.to,
      generatedAt: new Date(),
    };
    await this.deps.db
      .insert(analyticsRecommendations)
      .values(row)
      .onConflictDoUpdate({ target: analyticsRecommendations.projectId, set: row });
    return setOf(row);
  }

  private async stored(projectId: string): Promise<RecommendationSet | null> {
    const [row] = await this.deps.db.select().from(analyticsRecommendations).where(eq(analyticsRecommendations.projectId, projectId));
    return row ? setOf(row) : null;
  }

  private async context(projectId: string): Promise<ProjectContext | null> {
    const project = await projectById(this.deps.db, projectId);
    if (!project) return null;
    const { name, url, niche, keywords, competitors } = project;
    return { name, url, niche, keywords, competitors };
  }
}

function setOf(row: typeof analyticsRecommendations.$inferSelect): RecommendationSet {
  return {
    recommendations: row.items,
    source: row.source,
    from: row.periodFrom,
    to: row.periodTo,
    generatedAt: row.generatedAt.toISOString(),
  };
}
