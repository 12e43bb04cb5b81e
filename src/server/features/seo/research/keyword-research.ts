import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { featureLimit } from '@/shared/feature-catalogue';
import {
  type IdeaSource,
  type KeywordDifficulty,
  type KeywordIdea,
  type KeywordResearch,
  type keywordResearchSchema,
  researchMessages,
  type saveKeywordsSchema,
} from '@/shared/seo/research';
import type { AiEngine } from '../../../ai';
import type { Entitlements } from '../../../billing/entitlements';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import { ServiceError } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { findWorkspaceProject, type ProjectRecord, setProjectKeywords, workspaceProject } from '../../../projects/directory';
import type { SearchData } from '../providers/search-data-service';
import { seoCompetitorAnalyses, seoKeywordResearch } from '../schema';
import { keywordIdeasRecipe } from './recipes';

/** Ideas shown per search: enough to choose from, few enough to price with the provider. */
const maxIdeas = 40;
const maxProjectKeywords = 100;

/**
 * Find Keywords: ideas from the sites already crawled (the project's and its competitors', by the
 * latest competitor analysis), the project's own keywords and the AI provider (the writer's phrases
 * offline), with figures only from a search data provider.
 */
export class KeywordResearchService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      plans: WorkspacePlans;
      searchData: SearchData;
      ai: Pick<AiEngine, 'write'>;
    },
  ) {}

  async research(viewer: Viewer, input: z.output<typeof keywordResearchSchema>): Promise<KeywordResearch> {
    const project = input.projectId ? await this.project(viewer, input.projectId) : null;
    // The term falls back to the project's niche, then to its address.
    const term = input.term || project?.niche || (project?.url ? termOfUrl(project.url) : '');
    if (!term) throw new ServiceError(400, 'VALIDATION_FAILED', researchMessages.noTerm);
    const used = await this.searchesThisMonth(viewer.workspaceId);
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeatureRoom('keyword_research', used, 1);

    const draft = await this.deps.ai.write(
      keywordIdeasRecipe(term, { niche: project?.niche ?? null, url: project?.url ?? null, known: project?.keywords ?? [] }),
      { workspaceId: viewer.workspaceId, userId: viewer.userId },
    );
    const candidates = new Map<string, Set<IdeaSource>>();
    const add = (phrases: readonly string[], source: IdeaSource) => {
      for (const phrase of phrases) {
        const keyword = phrase.trim().toLowerCase().replace(/\s+/g, ' ');
        if (keyword.length < 2 || keyword.length > 80) continue;
        candidates.set(keyword, (candidates.get(keyword) ?? new Set()).add(source));
      }
    };
    const crawled = await this.crawledKeywords(viewer.workspaceId, project?.id ?? null);
    // New ideas before what the site already uses: the suggestions, then the competitors', then its own.
    add(draft.payload, draft.source === 'ai' ? 'ai' : 'writer');
    add(crawled.competitors, 'competitors');
    add(crawled.site, 'your_site');
    add(project?.keywords ?? [], 'your_site');

    const chosen = rankByRelevance([...candidates.keys()], term).slice(0, maxIdeas);
    const { figures, provider } = await this.deps.searchData.keywords(viewer.workspaceId, chosen.filter(isPriceable));
    const saved = new Set((project?.keywords ?? []).map((keyword) => keyword.toLowerCase()));
    const ideas: KeywordIdea[] = chosen.map((keyword) => {
      const metrics = figures.get(keyword);
      return {
        keyword,
        sources: [...candidates.get(keyword)!],
        volume: metrics?.volume ?? null,
        difficultyScore: metrics?.difficultyScore ?? null,
        difficulty: difficultyOf(metrics?.difficultyScore ?? null),
        cpc: metrics?.cpc ?? null,
        trend: metrics?.trend ?? null,
        saved: saved.has(keyword),
      };
    });
    // With figures, the most searched first; without, the order of relevance stands.
    if (provider.configured) ideas.sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1));

    const [row] = await this.deps.db
      .insert(seoKeywordResearch)
      .values({ workspaceId: viewer.workspaceId, createdBy: viewer.userId, projectId: project?.id ?? null, term, ideas, provider })
      .returning();
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'keywords_generated',
      description: `Found ${ideas.length} keyword ideas for “${term}”`,
      data: { term, count: ideas.length },
    });
    return this.toResearch(row!, viewer, used + 1);
  }

  /** The last search (of the project, when one is named), as it was shown. */
  async latest(viewer: Viewer, projectId: string | undefined): Promise<KeywordResearch | null> {
    const named = projectId ? await this.project(viewer, projectId) : null;
    const scope = and(
      eq(seoKeywordResearch.workspaceId, viewer.workspaceId),
      named ? eq(seoKeywordResearch.projectId, named.id) : undefined,
    );
    const [row] = await this.deps.db.select().from(seoKeywordResearch).where(scope).orderBy(desc(seoKeywordResearch.createdAt)).limit(1);
    if (!row) return null;
    const project = row.projectId ? await findWorkspaceProject(this.deps.db, viewer.workspaceId, row.projectId) : undefined;
    const saved = new Set((project?.keywords ?? []).map((keyword) => keyword.toLowerCase()));
    return this.toResearch(
      { ...row, ideas: row.ideas.map((idea) => ({ ...idea, saved: saved.has(idea.keyword) })) },
      viewer,
      await this.searchesThisMonth(viewer.workspaceId),
    );
  }

  /** Adds keywords to the project's list (Smart Setup's and the writers' keywords): no duplicates, at most 100. */
  async save(viewer: Viewer, input: z.output<typeof saveKeywordsSchema>): Promise<{ keywords: string[] }> {
    const project = await this.project(viewer, input.projectId);
    const known = new Set(project.keywords.map((keyword) => keyword.toLowerCase()));
    const added = input.keywords.map((keyword) => keyword.toLowerCase()).filter((keyword) => !known.has(keyword) && known.add(keyword));
    const keywords = [...project.keywords, ...added].slice(0, maxProjectKeywords);
    await setProjectKeywords(this.deps.db, viewer.workspaceId, project.id, keywords);
    return { keywords };
  }

  private project(viewer: Viewer, id: string): Promise<ProjectRecord> {
    return workspaceProject(this.deps.db, viewer.workspaceId, id);
  }

  private async searchesThisMonth(workspaceId: string): Promise<number> {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [row] = await this.deps.db
      .select({ value: count() })
      .from(seoKeywordResearch)
      .where(and(eq(seoKeywordResearch.workspaceId, workspaceId), gte(seoKeywordResearch.createdAt, monthStart)));
    return row?.value ?? 0;
  }

  /** The keywords of the latest finished competitor analysis: the user's site's and its competitors'. */
  private async crawledKeywords(workspaceId: string, projectId: string | null): Promise<{ site: string[]; competitors: string[] }> {
    const scope = and(
      eq(seoCompetitorAnalyses.workspaceId, workspaceId),
      eq(seoCompetitorAnalyses.status, 'done'),
      projectId ? eq(seoCompetitorAnalyses.projectId, projectId) : undefined,
    );
    const [latest] = await this.deps.db
      .select({ result: seoCompetitorAnalyses.result })
      .from(seoCompetitorAnalyses)
      .where(scope)
      .orderBy(desc(seoCompetitorAnalyses.finishedAt))
      .limit(1);
    return {
      site: latest?.result?.siteKeywords ?? [],
      competitors: latest?.result?.competitors.flatMap((competitor) => competitor.topKeywords) ?? [],
    };
  }

  private async toResearch(row: typeof seoKeywordResearch.$inferSelect, viewer: Viewer, used: number): Promise<KeywordResearch> {
    const { plan } = await this.deps.plans.forViewer(allowanceOf(viewer));
    return {
      id: row.id,
      term: row.term,
      ideas: row.ideas,
      provider: row.provider,
      usage: { used, limit: featureLimit(plan, 'keyword_research') ?? 0 },
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** Phrases sharing a word with the term first (more shared words first), the rest after, each in their order. */
export function rankByRelevance(keywords: readonly string[], term: string): string[] {
  const termWords = new Set(
    term
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );
  const shared = (keyword: string) => keyword.split(/[^\p{L}\p{N}]+/u).filter((word) => termWords.has(word)).length;
  return keywords
    .map((keyword, index) => ({ keyword, index, score: shared(keyword) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((item) => item.keyword);
}

/** Google Ads (and so DataForSEO) refuses a keyword of more than 10 words or with these symbols; such an idea stays, without figures. */
function isPriceable(keyword: string): boolean {
  return keyword.split(' ').length <= 10 && !/[,!@%^()={};~`<>?\\|]/.test(keyword);
}

/** A site's name as a search term: "https://www.sunrise-bakery.com/shop" → "sunrise bakery". */
export function termOfUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const [name = ''] = new URL(url).hostname.replace(/^www\./, '').split('.');
  return name.replace(/[-_]+/g, ' ').trim() || url;
}

/** The provider's 0–100 difficulty as the spec's three levels. */
export function difficultyOf(score: number | null): KeywordDifficulty | null {
  if (score === null) return null;
  return score < 30 ? 'Low' : score < 60 ? 'Medium' : 'High';
}
