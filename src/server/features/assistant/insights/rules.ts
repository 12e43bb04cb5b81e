// The offline writer's insights and the suggestion chips: rules over the workspace's figures
// (figures.ts). Each insight quotes only figures it was given; with too little data it says so and
// names the step that would give some.
import type { InsightAction, InsightPriority } from '@/shared/assistant/assistant';
import type { UsageKey } from '@/shared/user';
import type { ProjectFigures, WorkspaceFigures } from './figures';

/** An insight before it is stored (the id is given then). */
export interface DraftInsight {
  title: string;
  description: string;
  priority: InsightPriority;
  action: InsightAction;
}

/** The most insights a set holds. */
export const insightsShown = 5;

/** Screens an insight may open. */
export const insightPaths = ['/analytics', '/seo', '/content', '/email', '/social', '/setup', '/settings/billing'] as const;

/** A visitors change this large (in %) is worth an insight. */
const notableChange = 10;
const lowOpenRate = 20;

const rank: Record<InsightPriority, number> = { High: 0, Medium: 1, Low: 2 };

const usageLabels: Record<UsageKey, string> = {
  contentGeneration: 'AI generations',
  socialPosts: 'social posts this month',
  socialAccounts: 'social accounts',
  emailContacts: 'e-mail contacts',
  projects: 'projects',
  teamMembers: 'team members',
  storage: 'MB of storage',
};

/** Every insight the figures support, most urgent first. */
export function candidateInsights(figures: WorkspaceFigures): DraftInsight[] {
  const found: DraftInsight[] = [];
  const projects = figures.projects ?? [];
  if (figures.projects !== null && figures.projectCount === 0) {
    found.push({
      title: 'Create your first project',
      description: 'There are no projects in this workspace yet, so there are no figures to draw insights from. Add your website to start.',
      priority: 'High',
      action: { label: 'Create a project', path: '/setup' },
    });
  }
  for (const project of projects) found.push(...projectInsights(project));
  const top = topPage(projects);
  if (top) {
    found.push({
      title: `${top.page.path} is the top page of ${top.project.name}`,
      description: `${top.page.path} had ${top.page.visitors} visitors in the last 7 days. Link from it to the pages you want read next.`,
      priority: 'Low',
      action: { label: 'Ask for ideas', ask: `How can I get more from ${top.page.path} on ${top.project.name}?` },
    });
  }
  const unaudited = projects.filter((project) => project.seo && !project.seo.audited && project.url);
  if (unaudited.length > 0) {
    const names = unaudited.map((project) => project.name).join(', ');
    found.push({
      title: unaudited.length === 1 ? `Audit ${names}` : `Audit ${unaudited.length} sites`,
      description: `${names} ${unaudited.length === 1 ? 'has' : 'have'} not been audited yet. An audit lists what keeps pages from ranking.`,
      priority: 'Medium',
      action: { label: 'Start an audit', path: '/seo' },
    });
  }
  found.push(...contentInsights(figures), ...emailInsights(figures), ...socialInsights(figures), ...usageInsights(figures));
  return found
    .map((insight, order) => ({ insight, order }))
    .sort((a, b) => rank[a.insight.priority] - rank[b.insight.priority] || a.order - b.order)
    .map(({ insight }) => insight);
}

/** How many insights of a set may open the same screen: the rest make room for other areas. */
const perScreen = 2;

/** The set the offline writer shows: the most urgent, at most two per screen and five in all, never empty. */
export function offlineInsights(figures: WorkspaceFigures): DraftInsight[] {
  const shown = new Map<string, number>();
  const found = candidateInsights(figures)
    .filter((insight) => {
      const screen = insight.action.path ?? `ask:${insight.action.ask ?? ''}`;
      shown.set(screen, (shown.get(screen) ?? 0) + 1);
      return (shown.get(screen) ?? 0) <= perScreen;
    })
    .slice(0, insightsShown);
  if (found.length > 0) return found;
  return [
    {
      title: 'Not enough data yet',
      description: 'This workspace has too few figures for an insight yet. Ask the assistant where to start.',
      priority: 'Low',
      action: { label: 'Ask the assistant', ask: 'What should I focus on this week?' },
    },
  ];
}

/** The busiest project's most visited page, its home page only when no other page had visitors. */
function topPage(projects: readonly ProjectFigures[]) {
  const busiest = projects
    .filter((project) => project.traffic?.hasData && project.traffic.topPages.length > 0)
    .sort((a, b) => (b.traffic?.visitors ?? 0) - (a.traffic?.visitors ?? 0))[0];
  const pages = busiest?.traffic?.topPages ?? [];
  const page = pages.find((candidate) => candidate.path !== '/') ?? pages[0];
  return busiest && page ? { project: busiest, page } : null;
}

function projectInsights(project: ProjectFigures): DraftInsight[] {
  const found: DraftInsight[] = [];
  const { traffic, seo, keywords } = project;
  if (traffic && !traffic.hasData) {
    found.push({
      title: `Install tracking on ${project.name}`,
      description: `${project.name} has recorded no visit yet, so there is no traffic to learn from. Add the tracking snippet to the site.`,
      priority: 'High',
      action: { label: 'Set up tracking', path: '/analytics' },
    });
  }
  if (traffic?.hasData && traffic.change !== null && traffic.change <= -notableChange) {
    found.push({
      title: `Visitors fell ${Math.abs(traffic.change)}% on ${project.name}`,
      description: `${traffic.visitors} visitors in the last 7 days against ${traffic.previousVisitors ?? 0} the 7 days before.`,
      priority: 'High',
      action: { label: 'Ask why', ask: 'Why did visitors drop last week?' },
    });
  }
  if (traffic?.hasData && traffic.change !== null && traffic.change >= notableChange) {
    found.push({
      title: `Visitors rose ${traffic.change}% on ${project.name}`,
      description: `${traffic.visitors} visitors in the last 7 days against ${traffic.previousVisitors ?? 0} the 7 days before. See which sources brought them.`,
      priority: 'Medium',
      action: { label: 'Open Analytics', path: '/analytics' },
    });
  }
  if (seo && seo.high > 0) {
    found.push({
      title: `Fix ${seo.high} high-priority SEO ${seo.high === 1 ? 'issue' : 'issues'}`,
      description: `The latest audit of ${project.name} left ${seo.high} High, ${seo.medium} Medium and ${seo.low} Low issues open${seo.topHigh ? `, among them "${seo.topHigh}"` : ''}.`,
      priority: 'High',
      action: { label: 'Open SEO', path: '/seo' },
    });
  } else if (seo && seo.audited && seo.medium > 0) {
    found.push({
      title: `${seo.medium} medium-priority SEO ${seo.medium === 1 ? 'issue' : 'issues'} open`,
      description: `No High issue is open on ${project.name}; ${seo.medium} Medium ones are left from the latest audit.`,
      priority: 'Medium',
      action: { label: 'Open SEO', path: '/seo' },
    });
  }
  if (keywords) {
    // The largest move first: one out of the top 100 counts as a fall to 101.
    const shift = (move: { from: number | null; to: number | null }) => (move.to ?? 101) - (move.from ?? 101);
    const fell = keywords.moves.filter((move) => move.from !== null && shift(move) > 0).sort((a, b) => shift(b) - shift(a));
    const rose = keywords.moves.filter((move) => move.to !== null && shift(move) < 0).sort((a, b) => shift(a) - shift(b));
    const worst = fell[0];
    const best = rose[0];
    if (worst) {
      found.push({
        title: `${fell.length} tracked ${fell.length === 1 ? 'keyword' : 'keywords'} lost ground`,
        description: `"${worst.keyword}" moved from position ${worst.from} to ${worst.to ?? 'outside the top 100'} for ${project.name}.`,
        priority: 'Medium',
        action: { label: 'Open SEO', path: '/seo' },
      });
    }
    if (best) {
      found.push({
        title: `${rose.length} tracked ${rose.length === 1 ? 'keyword' : 'keywords'} climbed`,
        description: `"${best.keyword}" moved ${best.from === null ? 'into the top 100' : `from position ${best.from}`} to ${best.to} for ${project.name}.`,
        priority: 'Low',
        action: { label: 'Open SEO', path: '/seo' },
      });
    }
    if (keywords.tracked === 0 && traffic?.hasData) {
      found.push({
        title: `Track keywords for ${project.name}`,
        description: 'No keyword is tracked yet, so rank changes go unnoticed. Add the searches you want to be found for.',
        priority: 'Low',
        action: { label: 'Open SEO', path: '/seo' },
      });
    }
  }
  return found;
}

function contentInsights({ content }: WorkspaceFigures): DraftInsight[] {
  if (!content) return [];
  if (content.drafts > 0) {
    const names = content.waiting.map((title) => `"${title}"`).join(', ');
    return [
      {
        title: `${content.drafts} ${content.drafts === 1 ? 'draft is' : 'drafts are'} waiting`,
        description: `${names}${content.drafts > content.waiting.length ? ' and more' : ''} ${content.drafts === 1 ? 'is still a draft. Schedule or publish it.' : 'are still drafts. Schedule or publish them.'}`,
        priority: 'Medium',
        action: { label: 'Open Content', path: '/content' },
      },
    ];
  }
  if (content.total === 0) {
    return [
      {
        title: 'Create your first content',
        description: 'The content library is empty. A first blog post or social update gives your channels something to share.',
        priority: 'Medium',
        action: { label: 'Open Content', path: '/content' },
      },
    ];
  }
  return [];
}

function emailInsights({ email }: WorkspaceFigures): DraftInsight[] {
  if (!email) return [];
  if (email.sent.length === 0) {
    return [
      {
        title: 'Send your first e-mail campaign',
        description:
          email.campaigns === 0
            ? 'No e-mail campaign has been created yet.'
            : `${email.campaigns} ${email.campaigns === 1 ? 'campaign is' : 'campaigns are'} not sent yet.`,
        priority: 'Low',
        action: { label: 'Open E-mail', path: '/email' },
      },
    ];
  }
  const weakest = email.sent.reduce((low, campaign) => (campaign.openRate < low.openRate ? campaign : low));
  if (weakest.openRate < lowOpenRate) {
    return [
      {
        title: `"${weakest.name}" was opened by ${weakest.openRate}%`,
        description: `Its open rate of ${weakest.openRate}% is below ${lowOpenRate}%. A clearer subject line and a better sending time usually help.`,
        priority: 'Medium',
        action: { label: 'Ask how', ask: 'How can I improve my e-mail open rates?' },
      },
    ];
  }
  const best = email.sent.reduce((high, campaign) => (campaign.openRate > high.openRate ? campaign : high));
  return [
    {
      title: `"${best.name}" was opened by ${best.openRate}%`,
      description: `Your best sent campaign. Reuse its subject style in the next one.`,
      priority: 'Low',
      action: { label: 'Open E-mail', path: '/email' },
    },
  ];
}

function socialInsights({ social }: WorkspaceFigures): DraftInsight[] {
  if (!social) return [];
  if (social.posts === 0) {
    return [
      {
        title: 'Plan your social posts',
        description: 'No social post has been published or scheduled yet.',
        priority: 'Low',
        action: { label: 'Open Social', path: '/social' },
      },
    ];
  }
  if (social.likes === null || social.days === null) return [];
  return [
    {
      title: `${social.posts} social ${social.posts === 1 ? 'post' : 'posts'} in ${social.days} days`,
      description: `They earned ${social.likes} likes, ${social.comments ?? 0} comments and ${social.shares ?? 0} shares. See which ones worked best.`,
      priority: 'Low',
      action: { label: 'Open Social', path: '/social' },
    },
  ];
}

function usageInsights({ usage }: WorkspaceFigures): DraftInsight[] {
  return usage.map(({ key, used, limit }) => ({
    title: used >= limit ? `You reached your limit of ${usageLabels[key]}` : `You are near your limit of ${usageLabels[key]}`,
    description: `${used} of ${limit} ${usageLabels[key]} used on your plan.`,
    priority: used >= limit ? ('High' as const) : ('Medium' as const),
    action: { label: 'See your plan', path: '/settings/billing' },
  }));
}

/** The suggestion chips: shown when their condition holds, in this order. */
const conditionalQuestions: readonly { question: string; when: (figures: WorkspaceFigures) => boolean }[] = [
  {
    question: 'Why did visitors drop last week?',
    when: (f) => projectsOf(f).some((p) => p.traffic?.hasData && (p.traffic.change ?? 0) < 0),
  },
  {
    question: 'Which SEO issues should I fix first?',
    when: (f) => projectsOf(f).some((p) => (p.seo?.high ?? 0) + (p.seo?.medium ?? 0) + (p.seo?.low ?? 0) > 0),
  },
  { question: 'How do I set up tracking on my site?', when: (f) => projectsOf(f).some((p) => p.traffic !== null && !p.traffic.hasData) },
  {
    question: 'Which keywords are losing positions?',
    when: (f) => projectsOf(f).some((p) => (p.keywords?.moves ?? []).some((m) => m.from !== null && (m.to === null || m.to > m.from))),
  },
  { question: 'Which drafts should I publish first?', when: (f) => (f.content?.drafts ?? 0) > 0 },
  { question: 'How can I improve my e-mail open rates?', when: (f) => (f.email?.sent.length ?? 0) > 0 },
  {
    question: 'What brought more visitors last week?',
    when: (f) => projectsOf(f).some((p) => p.traffic?.hasData && (p.traffic.change ?? 0) > 0),
  },
  { question: 'Where should I start with my first project?', when: (f) => f.projects !== null && f.projectCount === 0 },
];

const generalQuestions = ['How is my traffic?', 'What should I focus on this week?', 'Give me content ideas for my blog'] as const;

export const suggestionsShown = 3;

/** Three chips: the questions the state calls for first, then general ones. */
export function suggestionsFor(figures: WorkspaceFigures): string[] {
  const chosen = conditionalQuestions.filter((candidate) => candidate.when(figures)).map((candidate) => candidate.question);
  for (const question of generalQuestions) if (!chosen.includes(question)) chosen.push(question);
  return chosen.slice(0, suggestionsShown);
}

const projectsOf = (figures: WorkspaceFigures) => figures.projects ?? [];
