import { assistantMessages } from '@/shared/assistant/assistant';
import { readInputs, type readTools, type ReadToolName } from '../tools/read-tools';

/** One tool the offline writer ran, with what it was given and what it answered. */
export interface OfflineStep {
  toolName: ReadToolName;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
}

type Tools = ReturnType<typeof readTools>;

/**
 * Without a provider: which read tools a question calls for, from its words. A question that names
 * none gets an overview of the workspace.
 */
export function plannedTools(question: string): Array<{ toolName: ReadToolName; input: Record<string, unknown> }> {
  const words = question.toLowerCase();
  const plan: Array<{ toolName: ReadToolName; input: Record<string, unknown> }> = [];
  const range = /\b(year|annual|12 months)\b/.test(words)
    ? '1y'
    : /\b(quarter|90 days|3 months)\b/.test(words)
      ? '90d'
      : /\b(week|7 days|weekly)\b/.test(words)
        ? '7d'
        : '30d';
  if (/traffic|visitor|visits?\b|analytic|page ?views?|bounce|conversion|sources?\b|performance|website/.test(words))
    plan.push({ toolName: 'analyticsReport', input: { range } });
  if (/keyword|rank|seo|audit|position|search engine|google/.test(words)) {
    plan.push({ toolName: 'seoIssues', input: {} }, { toolName: 'trackedKeywords', input: {} });
  }
  if (/content|blog|article|draft|idea|library/.test(words)) plan.push({ toolName: 'searchContent', input: {} });
  if (/outreach|prospects?\b|backlinks?\b|link building|influencers?\b|partners?(hips?)?\b/.test(words))
    plan.push({ toolName: 'outreachProspects', input: {} });
  if (/e-?mail|newsletter|campaign|subscriber/.test(words)) plan.push({ toolName: 'emailCampaigns', input: {} });
  if (/social|twitter|instagram|linkedin|facebook|tiktok|mastodon|bluesky|youtube|posts?\b/.test(words))
    plan.push({ toolName: 'socialPosts', input: { scheduledOnly: false } });
  if (/\bplan\b|usage|limit|generations?|quota|upgrade/.test(words)) plan.push({ toolName: 'planUsage', input: {} });
  if (/project|site\b/.test(words) && plan.length === 0) plan.push({ toolName: 'listProjects', input: {} });
  if (plan.length > 0) return plan;
  return [
    { toolName: 'listProjects', input: {} },
    { toolName: 'analyticsReport', input: { range: '30d' } },
    { toolName: 'searchContent', input: {} },
    { toolName: 'planUsage', input: {} },
  ];
}

/** Runs the planned tools, one after another (they are cheap, in-process reads). */
export async function runOfflineTools(tools: Tools, question: string): Promise<OfflineStep[]> {
  const steps: OfflineStep[] = [];
  for (const { toolName, input } of plannedTools(question)) {
    const chosen = tools[toolName] as unknown as { execute: (input: unknown, options: unknown) => Promise<Record<string, unknown>> };
    const parsed = readInputs[toolName].parse(input) as Record<string, unknown>;
    const output = await chosen.execute(parsed, { toolCallId: 'offline', messages: [] });
    steps.push({ toolName, input: parsed, output });
  }
  return steps;
}

/** The reply: plain sentences and lists from the tools' results, with links, and the offline note. No figure is made up. */
export function composeOfflineReply(steps: readonly OfflineStep[]): string {
  const sections = steps.map((step) => sectionOf(step)).filter(Boolean);
  return [...sections, `_${assistantMessages.offlineNote}_`].join('\n\n');
}

const number = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : '—');
const change = (value: unknown) => (typeof value === 'number' ? ` (${value > 0 ? '+' : ''}${value}% on the previous period)` : '');
const link = (step: { path: string }, label: string) => `[${label}](${step.path})`;

// The outputs are the tools' own JSON; their fields are read loosely.
/* eslint-disable @typescript-eslint/no-explicit-any */
function sectionOf({ toolName, output }: OfflineStep): string {
  const out = output as any;
  const step = out.step as { summary: string; path: string };
  if (typeof out.error === 'string') return `**${step.summary}**: ${out.error}`;
  switch (toolName) {
    case 'listProjects': {
      if (out.projects.length === 0)
        return `You have no projects yet: add your site in ${link({ path: '/dashboard' }, 'the dashboard')} to see its figures here.`;
      const rows = out.projects.map(
        (project: any) => `- **${project.name}**${project.url ? ` (${project.url})` : ''}${project.niche ? `: ${project.niche}` : ''}`,
      );
      return [`**Projects** (${out.total}):`, ...rows].join('\n');
    }
    case 'analyticsReport': {
      const { kpis, sources, pages } = out;
      const heading = `**${out.project.name}, ${String(step.summary).replace(/^Looked at Analytics, /, '')}** (${link(step, 'Analytics')}):`;
      if (!out.hasData) return `${heading} no visits recorded yet. Install the tracking script to start counting.`;
      const lines = [
        heading,
        `- Visitors: ${number(kpis.visitors.value)}${change(kpis.visitors.change)}`,
        `- Page views: ${number(kpis.pageViews.value)}${change(kpis.pageViews.change)}`,
        `- Conversions: ${number(kpis.conversions.value)}${change(kpis.conversions.change)}`,
        kpis.bounceRate !== null && `- Bounce rate: ${kpis.bounceRate}%`,
        sources.length > 0 && `- Top sources: ${sources.map((source: any) => `${source.channel} ${number(source.visitors)}`).join(', ')}`,
        pages.length > 0 && `- Top pages: ${pages.map((page: any) => `${page.path} ${number(page.visitors)}`).join(', ')}`,
      ];
      return lines.filter(Boolean).join('\n');
    }
    case 'seoIssues': {
      const pending = out.pendingByPriority ?? {};
      if (!out.lastAudit) return `**SEO audit**: ${out.project.site} has not been audited yet; start one in ${link(step, 'SEO Tools')}.`;
      const rows = out.issues.slice(0, 5).map((issue: any) => `- ${issue.priority}: ${issue.issue} on ${issue.page}`);
      return [
        `**SEO audit of ${out.project.site}** (${link(step, 'SEO Tools')}): ${number(out.total)} open issues (High ${number(pending.High ?? 0)}, Medium ${number(pending.Medium ?? 0)}, Low ${number(pending.Low ?? 0)}).`,
        ...rows,
      ].join('\n');
    }
    case 'trackedKeywords': {
      if (out.total === 0) return `**Keywords**: none tracked yet for ${out.project.name}; add some in ${link(step, 'SEO Tools')}.`;
      const rows = out.keywords
        .slice(0, 8)
        .map(
          (row: any) =>
            `- ${row.keyword}: ${row.position === null ? 'not in the top 100 or not checked yet' : `position ${row.position}`}${typeof row.previousPosition === 'number' && typeof row.position === 'number' && row.previousPosition !== row.position ? ` (was ${row.previousPosition})` : ''}`,
        );
      return [`**Tracked keywords** (${out.total}, ${link(step, 'SEO Tools')}):`, ...rows].join('\n');
    }
    case 'searchContent': {
      if (out.total === 0) return `**Content**: nothing in the library yet; write something in ${link(step, 'Content')}.`;
      const counts = out.counts ?? {};
      const rows = out.items
        .slice(0, 5)
        .map(
          (item: any) =>
            `- ${item.title} (${item.type}, ${item.status}${item.metrics?.views ? `, ${number(item.metrics.views)} views` : ''})`,
        );
      return [
        `**Content** (${number(out.total)} pieces${counts.blog !== undefined ? `: ${number(counts.blog)} blog, ${number(counts.social)} social, ${number(counts.email)} e-mail, ${number(counts.video)} video` : ''}; ${link(step, 'Content')}):`,
        ...rows,
      ].join('\n');
    }
    case 'emailCampaigns': {
      if (out.total === 0) return `**E-mail**: no campaigns yet; create one in ${link(step, 'E-mail Marketing')}.`;
      const rows = out.campaigns
        .slice(0, 5)
        .map(
          (campaign: any) =>
            `- ${campaign.name} (${campaign.status}): ${number(campaign.sent)} sent${campaign.openRate !== null ? `, ${campaign.openRate}% opened, ${campaign.clickRate}% clicked` : ''}`,
        );
      return [`**E-mail campaigns** (${out.total}, ${link(step, 'E-mail Marketing')}):`, ...rows].join('\n');
    }
    case 'socialPosts': {
      if (out.total === 0)
        return `**Social**: no posts yet${out.accounts.length === 0 ? ' and no accounts connected' : ''}; see ${link(step, 'Social Media')}.`;
      const rows = out.posts.slice(0, 5).map((post: any) => {
        const engagement = post.engagement
          ? `: ${number(post.engagement.likes ?? 0)} likes, ${number(post.engagement.comments ?? 0)} comments, ${number(post.engagement.shares ?? 0)} shares`
          : '';
        return `- "${post.content}" (${post.status}${post.networks.length > 0 ? `, ${post.networks.join(', ')}` : ''})${engagement}`;
      });
      return [`**Social posts** (${out.total}, ${link(step, 'Social Media')}):`, ...rows].join('\n');
    }
    case 'outreachProspects': {
      if (out.prospects === 0) return `**Outreach**: no prospects yet; find some in ${link(step, 'AI Outreach')}.`;
      const rows = out.prospectList
        .slice(0, 5)
        .map(
          (prospect: any) =>
            `- ${prospect.domain} (${prospect.status}${prospect.authority !== null ? `, authority ${prospect.authority}` : ''}${prospect.addressFound ? '' : ', no address found yet'})${prospect.opportunity ? `: ${prospect.opportunity}` : ''}`,
        );
      const rate =
        out.responseRate === null ? 'no one contacted yet' : `${out.responseRate}% of ${number(out.contacted)} contacted replied`;
      return [
        `**Outreach** (${number(out.prospects)} ${out.prospects === 1 ? 'prospect' : 'prospects'}, ${rate}; ${link(step, 'AI Outreach')}):`,
        ...rows,
      ].join('\n');
    }
    case 'planUsage': {
      const limit = (key: string) => (out.limits?.[key] === 'unlimited' ? 'unlimited' : number(out.limits?.[key]));
      return `**Plan**: ${out.plan}. AI generations this month: ${number(out.usage?.contentGeneration)} of ${limit('contentGeneration')}; projects: ${number(out.usage?.projects)} of ${limit('projects')} (${link(step, 'Billing')}).`;
    }
  }
  return '';
}
/* eslint-enable @typescript-eslint/no-explicit-any */
