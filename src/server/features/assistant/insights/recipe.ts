// AI Insights as a recipe: the provider words up to five from the figures and the rules' candidates,
// quoting only the figures it was given; the offline writer takes the rules' most urgent as they are.
import { z } from 'zod';
import { insightPriorities } from '@/shared/assistant/assistant';
import { defineRecipe } from '../../../ai';
import type { WorkspaceFigures } from './figures';
import { type DraftInsight, insightPaths, insightsShown, offlineInsights } from './rules';

const isInsightPath = (path: string | null | undefined): path is (typeof insightPaths)[number] =>
  (insightPaths as readonly (string | null | undefined)[]).includes(path);

const priority = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['high', 'medium', 'low']))
  .transform((value) => insightPriorities[['high', 'medium', 'low'].indexOf(value)] ?? 'Medium');

const answer = z.object({
  insights: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(120),
        description: z.string().trim().min(1).max(600),
        priority,
        action: z.object({
          label: z.string().trim().min(1).max(60),
          path: z.string().trim().max(200).nullish(),
          ask: z.string().trim().min(1).max(300).nullish(),
        }),
      }),
    )
    .min(1)
    .max(insightsShown),
});

export function insightsRecipe(figures: WorkspaceFigures) {
  return defineRecipe({
    kind: 'assistant-insights',
    answer,
    prompt: insightsPrompt(figures),
    read: (written): DraftInsight[] =>
      written.insights.map(({ title, description, priority: level, action }) => ({
        title,
        description,
        priority: level,
        // A screen that is not one of the list is dropped for the question (or the title) to ask instead.
        action: isInsightPath(action.path) ? { label: action.label, path: action.path } : { label: action.label, ask: action.ask ?? title },
      })),
    offline: () => offlineInsights(figures),
    title: () => 'AI Insights',
  });
}

/** The figures as the prompt states them: only what was read, and "not available" for what was not. */
export function describeFigures(figures: WorkspaceFigures): string {
  const lines: string[] = [];
  if (figures.projects === null) lines.push('- Projects: not available.');
  else if (figures.projectCount === 0) lines.push('- Projects: none yet.');
  for (const project of figures.projects ?? []) {
    lines.push(`- Project "${project.name}" (${project.url ?? 'no address'}):`);
    const { traffic, seo, keywords } = project;
    if (!traffic) lines.push('  - Analytics: not available.');
    else if (!traffic.hasData) lines.push('  - Analytics: tracking not installed, no visit recorded yet.');
    else {
      const change =
        traffic.change === null ? 'no earlier figure' : `${traffic.change}% vs the 7 days before (${traffic.previousVisitors ?? 0})`;
      lines.push(`  - Visitors in the last 7 days: ${traffic.visitors} (${change}).`);
      const pages = traffic.topPages.map((page) => `${page.path} ${page.visitors} visitors`).join('; ');
      lines.push(`  - Top pages: ${pages || 'none'}.`);
    }
    if (!seo) lines.push('  - SEO audit: not available.');
    else if (!seo.audited) lines.push('  - SEO audit: none yet.');
    else
      lines.push(
        `  - SEO audit open issues: High ${seo.high}, Medium ${seo.medium}, Low ${seo.low}${seo.topHigh ? ` (e.g. "${seo.topHigh}")` : ''}.`,
      );
    if (keywords) {
      const moves = keywords.moves.map((move) => `"${move.keyword}" ${move.from ?? '—'} → ${move.to ?? 'out of top 100'}`).join('; ');
      lines.push(`  - Tracked keywords: ${keywords.tracked}${moves ? `; moved: ${moves}` : ''}.`);
    }
  }
  const { content, email, social, usage } = figures;
  lines.push(content ? `- Content: ${content.total} items, ${content.drafts} drafts waiting.` : '- Content: not available.');
  if (!email) lines.push('- E-mail: not available.');
  else {
    const sent = email.sent.map((campaign) => `"${campaign.name}" opened ${campaign.openRate}%`).join('; ');
    lines.push(`- E-mail campaigns: ${email.campaigns}${sent ? `; sent: ${sent}` : ', none sent'}.`);
  }
  if (!social) lines.push('- Social: not available.');
  else
    lines.push(
      `- Social posts: ${social.posts}${social.likes === null ? '' : ` in ${social.days} days, ${social.likes} likes, ${social.comments ?? 0} comments, ${social.shares ?? 0} shares`}.`,
    );
  lines.push(
    usage.length
      ? `- Plan usage near limits: ${usage.map((item) => `${item.key} ${item.used} of ${item.limit}`).join(', ')}.`
      : '- Plan usage: no limit near.',
  );
  return lines.join('\n');
}

function insightsPrompt(figures: WorkspaceFigures): string {
  const workspaceName = figures.workspace;
  const candidates = offlineInsights(figures)
    .map((item) => `- [${item.priority}] ${item.title}: ${item.description}`)
    .join('\n');
  return `The Uplift workspace${workspaceName ? ` "${workspaceName}"` : ''} has these figures:
${describeFigures(figures)}

What rules over the figures found (most urgent first):
${candidates}

Write up to ${insightsShown} insights that would help this workspace most, each grounded in these figures (quote them, and state no figure that is not given here; when there is too little data, say so). Each has a short title, a description of one or two sentences, a priority (High, Medium or Low) and one action: either a screen to open (path, one of ${insightPaths.join(', ')}) with a label, or a question for the assistant (ask) with a label.

Answer with JSON: {"insights": [{"title": string, "description": string, "priority": string, "action": {"label": string, "path"?: string, "ask"?: string}}]}`;
}
