import { z } from 'zod';
import type { ProspectSearchType } from '@/shared/outreach/search';
import { type AiEngine, defineRecipe, type GenerationScope } from '../../../ai';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { AssessedSite } from './assess-site';

export interface RankedSite {
  site: AssessedSite;
  opportunity: string;
}

export interface RankingBrief {
  type: ProspectSearchType;
  term: string;
  niche: string | null;
  keywords: readonly string[];
}

/** Lenient per item: a bad item falls back to what was read, and does not cost the whole answer. */
const rankingAnswer = z.object({
  prospects: z.array(z.object({ domain: z.string(), fit: z.number().optional(), opportunity: z.string().optional() })),
});
const usableLine = z.string().trim().min(10).max(200);

/**
 * The sites best first, each with its opportunity line: the AI's order and words when a provider
 * answers, else (offline, or an answer that fails) the score and the line taken from the pages.
 */
export async function rankProspects(
  ai: AiEngine,
  who: GenerationScope | null,
  sites: readonly AssessedSite[],
  brief: RankingBrief,
  logger: Logger,
): Promise<RankedSite[]> {
  if (sites.length === 0 || !who) return byScore(sites);
  try {
    return (await ai.write(rankingRecipe(sites, brief), who)).payload;
  } catch (error) {
    // A provider that fails costs the search its order, not its prospects.
    if (!(error instanceof ServiceError)) throw error;
    logger.warn('prospects ranked without the AI: the provider failed', { error: error.message });
    return byScore(sites);
  }
}

function rankingRecipe(sites: readonly AssessedSite[], brief: RankingBrief) {
  const listed = sites.map((site) => ({
    domain: site.domain,
    opening: site.kind,
    title: site.page.title,
    heading: site.page.heading,
    excerpt: site.page.excerpt,
    ourLine: site.opportunity,
  }));
  return defineRecipe({
    kind: 'outreach-prospect-ranking',
    answer: rankingAnswer,
    prompt: `Rank these websites as outreach prospects (guest posts, resource-page links, partnerships) for a ${brief.type} search for "${brief.term}".
${brief.niche ? `Our site's niche: ${brief.niche}.\n` : ''}${brief.keywords.length ? `Our keywords: ${brief.keywords.slice(0, 15).join(', ')}.\n` : ''}
Each site, with what was read on its best page: ${JSON.stringify(listed)}
Give every site a fit from 0 to 100 and one opportunity line of at most 150 characters that says what its page shows, quoting its heading; say nothing the title, heading or excerpt does not show.
Answer with JSON: {"prospects": [{"domain": string, "fit": number, "opportunity": string}]}`,
    read: (answer) => fromAnswer(answer, sites),
    offline: () => byScore(sites),
    title: () => `Prospects for ${brief.term}`,
  });
}

/** The AI's order for the sites it named (once each, known ones only), then the rest by score. */
function fromAnswer(answer: z.infer<typeof rankingAnswer>, sites: readonly AssessedSite[]): RankedSite[] {
  const byDomain = new Map(sites.map((site) => [site.domain, site]));
  const ranked = new Map<string, RankedSite & { fit: number }>();
  for (const item of answer.prospects) {
    const site = byDomain.get(item.domain.trim().toLowerCase());
    if (!site || ranked.has(site.domain)) continue;
    const line = usableLine.safeParse(item.opportunity);
    const fit = Number.isFinite(item.fit) ? Math.max(0, Math.min(100, item.fit!)) : site.score;
    ranked.set(site.domain, { site, opportunity: line.success ? line.data : site.opportunity, fit });
  }
  const named = [...ranked.values()].sort((a, b) => b.fit - a.fit).map(({ site, opportunity }) => ({ site, opportunity }));
  return [...named, ...byScore(sites.filter((site) => !ranked.has(site.domain)))];
}

function byScore(sites: readonly AssessedSite[]): RankedSite[] {
  return [...sites].sort((a, b) => b.score - a.score).map((site) => ({ site, opportunity: site.opportunity }));
}
