import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AssistantInsight, AssistantInsightSet, InsightAction } from '@/shared/assistant/assistant';
import type { AiEngine } from '../../../ai';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import type { SelfApiClient } from '../../../http/self-api';
import { notFound } from '../../../lib/service-error';
import type { UsageMeter } from '../../../usage/meter';
import { assistantInsights } from '../schema';
import { readFigures } from './figures';
import { insightsRecipe } from './recipe';
import { suggestionsFor } from './rules';

export interface InsightsDeps {
  db: Database;
  ai: AiEngine;
  entitlements: Entitlements;
  usage: UsageMeter;
}

/**
 * The AI Insights of the assistant's right column: the set last drawn for the workspace, else one the
 * offline writer draws now from the figures; Refresh draws again, through the provider when one is
 * configured (one AI generation), else offline. The figures come through the caller's own API (`api`),
 * so they are exactly what the caller's screens show.
 */
export class InsightsService {
  constructor(private readonly deps: InsightsDeps) {}

  async current(viewer: Viewer, api: SelfApiClient): Promise<AssistantInsightSet> {
    return (await this.stored(viewer.workspaceId)) ?? this.draw(viewer, api, { offline: true });
  }

  /** Draws again. When the provider writes, it counts one generation against the plan, checked first. */
  async refresh(viewer: Viewer, api: SelfApiClient): Promise<AssistantInsightSet> {
    const byProvider = (await this.deps.ai.status()).source === 'ai';
    const allowance = allowanceOf(viewer);
    if (byProvider) await (await this.deps.entitlements.of(allowance)).ensureRoomFor('contentGeneration');
    const set = await this.draw(viewer, api, { offline: !byProvider });
    if (set.source === 'ai') await this.deps.usage.recordContentGeneration(allowance.workspaceId, viewer.userId, 'assistant-insights');
    return set;
  }

  /** Records that the user acted on an insight of this workspace's set, and answers its action. */
  async apply(viewer: Viewer, insightId: string): Promise<{ action: InsightAction }> {
    const insight = (await this.stored(viewer.workspaceId))?.insights.find((candidate) => candidate.id === insightId);
    if (!insight) throw notFound();
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'insight_applied',
      description: `Applied the insight "${insight.title}"`,
      data: { title: insight.title, priority: insight.priority, action: insight.action },
    });
    return { action: insight.action };
  }

  /** The three suggestion chips, from the workspace's state now. */
  async suggestions(api: SelfApiClient): Promise<{ suggestions: string[] }> {
    return { suggestions: suggestionsFor(await readFigures(api)) };
  }

  private async draw(viewer: Viewer, api: SelfApiClient, options: { offline: boolean }): Promise<AssistantInsightSet> {
    const figures = await readFigures(api);
    const draft = await this.deps.ai.write(insightsRecipe(figures), { workspaceId: viewer.workspaceId, userId: viewer.userId }, options);
    const row = {
      workspaceId: viewer.workspaceId,
      items: draft.payload.map((insight): AssistantInsight => ({ id: randomUUID(), ...insight })),
      source: draft.source === 'ai' ? ('ai' as const) : ('offline' as const),
      generatedAt: new Date(),
    };
    await this.deps.db.insert(assistantInsights).values(row).onConflictDoUpdate({ target: assistantInsights.workspaceId, set: row });
    return setOf(row);
  }

  private async stored(workspaceId: string): Promise<AssistantInsightSet | null> {
    const [row] = await this.deps.db.select().from(assistantInsights).where(eq(assistantInsights.workspaceId, workspaceId));
    return row ? setOf(row) : null;
  }
}

function setOf(row: typeof assistantInsights.$inferSelect): AssistantInsightSet {
  return { insights: row.items, source: row.source, generatedAt: row.generatedAt.toISOString() };
}
