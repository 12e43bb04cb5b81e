// The workspace's figures the AI Insights and the suggestion chips are drawn from, read only through
// Uplift's own API as the signed-in user (core `selfApi`), so what they see is what the screens show
// that user: their workspace, their role, their plan. A screen that refuses (a feature not on the
// plan, a provider missing) leaves its part out; nothing is guessed in its place.
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import type { ContentList } from '@/shared/content/content';
import type { EmailCampaign } from '@/shared/email/email';
import type { Project } from '@/shared/projects';
import type { IssueList } from '@/shared/seo/seo';
import type { RankOverview } from '@/shared/seo/ranks';
import type { SocialAnalytics } from '@/shared/social/social';
import type { ClientUser, UsageKey } from '@/shared/user';
import { needsAttention } from '@/shared/usage';
import type { SelfApiClient } from '../../../http/self-api';

const dayMs = 86_400_000;

/**
 * The 7 UTC days up to yesterday: today is not over, and counted in it would read as a fall in
 * visitors every morning (a seventh of a week missing just after midnight).
 */
function lastFullWeek(now = Date.now()): string {
  const day = (offset: number) => new Date(now - offset * dayMs).toISOString().slice(0, 10);
  return `from=${day(7)}&to=${day(1)}`;
}

/** How many of the workspace's projects are read (the first ones the projects list answers). */
export const projectsRead = 3;

export interface ProjectFigures {
  id: string;
  name: string;
  url: string | null;
  /** The last 7 whole days against the 7 before; null when the report could not be read. */
  traffic: {
    hasData: boolean;
    visitors: number;
    previousVisitors: number | null;
    /** Percentage change; null when there was no earlier figure. */
    change: number | null;
    topPages: { path: string; visitors: number }[];
  } | null;
  /** Open issues of the site's latest finished audit; null before the first audit or without an address. */
  seo: { audited: boolean; high: number; medium: number; low: number; topHigh: string | null } | null;
  /** Tracked keywords whose position moved since the check before. */
  keywords: { tracked: number; moves: { keyword: string; from: number | null; to: number | null }[] } | null;
}

export interface WorkspaceFigures {
  /** The workspace's name, for the prompt; null when /api/me could not be read. */
  workspace: string | null;
  /** Null when the projects list could not be read at all. */
  projects: ProjectFigures[] | null;
  projectCount: number;
  content: { total: number; drafts: number; waiting: string[] } | null;
  email: { campaigns: number; sent: { name: string; openRate: number; clickRate: number | null }[] } | null;
  social: { posts: number; likes: number | null; comments: number | null; shares: number | null; days: number | null } | null;
  /** The plan's meters at or past 80%. */
  usage: { key: UsageKey; used: number; limit: number }[];
}

/** Reads the figures through the caller's own API. */
export async function readFigures(api: SelfApiClient): Promise<WorkspaceFigures> {
  const [me, projects, content, drafts, campaigns, socialPosts, socialAnalytics] = await Promise.all([
    get<ClientUser>(api, '/api/me'),
    get<{ projects: Project[] }>(api, '/api/projects'),
    get<ContentList>(api, '/api/content?pageSize=1'),
    get<ContentList>(api, '/api/content?status=draft'),
    get<{ campaigns: EmailCampaign[] }>(api, '/api/email/campaigns'),
    get<{ posts: unknown[] }>(api, '/api/social/posts'),
    get<SocialAnalytics>(api, '/api/social/analytics'),
  ]);
  const listed = projects?.projects ?? null;
  const read = listed ? await Promise.all(listed.slice(0, projectsRead).map((project) => projectFigures(api, project))) : null;
  return {
    workspace: me?.workspace.name ?? null,
    projects: read,
    projectCount: listed?.length ?? 0,
    content:
      content && drafts
        ? { total: content.total, drafts: drafts.total, waiting: drafts.items.slice(0, 3).map((item) => item.title) }
        : null,
    email: campaigns
      ? {
          campaigns: campaigns.campaigns.length,
          sent: campaigns.campaigns
            .filter((campaign) => campaign.openRate !== null && campaign.sent > 0)
            .map((campaign) => ({ name: campaign.name, openRate: campaign.openRate ?? 0, clickRate: campaign.clickRate })),
        }
      : null,
    social: socialPosts
      ? {
          posts: socialAnalytics?.totals.posts ?? socialPosts.posts.length,
          likes: socialAnalytics?.totals.likes ?? null,
          comments: socialAnalytics?.totals.comments ?? null,
          shares: socialAnalytics?.totals.shares ?? null,
          days: socialAnalytics?.days ?? null,
        }
      : null,
    usage: me ? nearLimits(me) : [],
  };
}

async function projectFigures(api: SelfApiClient, project: Project): Promise<ProjectFigures> {
  const [report, issues, ranks] = await Promise.all([
    get<AnalyticsReport>(api, `/api/analytics/projects/${project.id}/report?${lastFullWeek()}`),
    project.url
      ? get<IssueList>(api, `/api/seo/issues?site=${encodeURIComponent(project.url)}&status=pending&priority=High`)
      : Promise.resolve(null),
    get<RankOverview>(api, `/api/seo/ranks?projectId=${project.id}`),
  ]);
  return {
    id: project.id,
    name: project.name,
    url: project.url,
    traffic: report
      ? {
          hasData: report.hasData,
          visitors: report.kpis.visitors.value,
          previousVisitors: report.kpis.visitors.previous,
          change: report.kpis.visitors.change,
          topPages: report.pages.slice(0, 3).map((page) => ({ path: page.path, visitors: page.visitors })),
        }
      : null,
    seo: issues
      ? {
          audited: issues.lastFinished !== null,
          high: issues.counts.pending.High,
          medium: issues.counts.pending.Medium,
          low: issues.counts.pending.Low,
          topHigh: issues.issues.find((issue) => issue.priority === 'High')?.issue ?? null,
        }
      : null,
    keywords: ranks
      ? {
          tracked: ranks.keywords.length,
          moves: ranks.keywords
            .filter(
              (keyword) => keyword.position !== keyword.previousPosition && keyword.checkedAt !== null && keyword.previousPosition !== null,
            )
            .map((keyword) => ({ keyword: keyword.keyword, from: keyword.previousPosition, to: keyword.position })),
        }
      : null,
  };
}

function nearLimits(me: ClientUser): WorkspaceFigures['usage'] {
  const near: WorkspaceFigures['usage'] = [];
  for (const [key, used] of Object.entries(me.usage) as [UsageKey, number][]) {
    const limit = me.limits[key as keyof typeof me.limits];
    if (typeof limit !== 'number') continue;
    if (needsAttention(key, used, limit)) near.push({ key, used, limit });
  }
  return near;
}

async function get<Body>(api: SelfApiClient, path: string): Promise<Body | null> {
  const answer = await api.call<Body>('GET', path);
  return answer.ok ? answer.body : null;
}
