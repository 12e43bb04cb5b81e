// AI Recommendations as a recipe: the provider words three from the figures and the candidates
// (candidates.ts), topped up from them when it answers fewer; the offline writer takes the three
// most urgent candidates as they are.
import { z } from 'zod';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import {
  recommendationActionIds,
  recommendationActions,
  recommendationSchema,
  type WrittenRecommendation,
} from '@/shared/analytics/recommendations';
import { type ProjectContext, defineRecipe, describeProject } from '../../../ai';
import { recommendationsShown, threeFrom } from './candidates';
import type { Finding } from './findings';

const answer = z.object({ recommendations: z.array(recommendationSchema).min(1).max(recommendationsShown) });

export function recommendationsRecipe(report: AnalyticsReport, pool: readonly Finding[], project: ProjectContext | null) {
  return defineRecipe({
    kind: 'analytics-recommendations',
    answer,
    prompt: recommendationsPrompt(report, pool, project),
    read: (written): WrittenRecommendation[] => threeFrom(written.recommendations, pool),
    offline: (): WrittenRecommendation[] => pool.slice(0, recommendationsShown),
    title: () => 'Analytics recommendations',
  });
}

function recommendationsPrompt(report: AnalyticsReport, pool: readonly Finding[], project: ProjectContext | null): string {
  const { kpis, period } = report;
  const sources = report.sources
    .map((source) => `${source.channel} ${source.share}% (${source.change === null ? 'no earlier data' : `${source.change}% vs before`})`)
    .join(', ');
  const pages = report.pages
    .slice(0, 8)
    .map((page) => `${page.path}: ${page.visitors} visitors, bounce ${page.bounceRate ?? '—'}%`)
    .join('; ');
  const actions = recommendationActionIds.map((id) => `"${id}" (${recommendationActions[id].label})`).join(', ');
  return `${describeProject(project)}

Web analytics of the site for ${period.from} to ${period.to}:
- Visitors ${kpis.visitors.value} (${kpis.visitors.change === null ? 'no earlier data' : `${kpis.visitors.change}% vs the previous period`}), page views ${kpis.pageViews.value}, conversions ${kpis.conversions.value}, bounce rate ${kpis.bounceRate ?? '—'}%.
- Traffic sources: ${sources || 'none yet'}.
- Top pages: ${pages || 'none yet'}.

What the figures show, the setup steps still open and steady habits (most urgent first):
${pool.map((item) => `- [${item.priority}] ${item.title}: ${item.description}`).join('\n')}

Write the ${recommendationsShown} recommendations that would grow this site's traffic most, grounded in these figures (quote them, and state no figure that is not given here), each with a short title, a description of two or three sentences saying what to do, a priority (high, medium or low) and the one action that opens the right tool: ${actions}.

Answer with JSON: {"recommendations": [{"title": string, "description": string, "priority": string, "action": string}]}`;
}
