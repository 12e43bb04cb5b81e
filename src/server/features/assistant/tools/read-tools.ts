import { tool, zodSchema } from 'ai';
import { z } from 'zod';
import type { ToolOutput } from '@/shared/assistant/assistant';
import type { SelfApiAnswer, SelfApiClient } from '../../../http/self-api';

/**
 * The tools that read the workspace, each through Uplift's own API as the signed-in user (core
 * selfApi): another workspace's id answers 404 there, as it does on the screens. Each answers compact
 * JSON with the step the chat shows ("Looked at Analytics, last 30 days") and the screen it read.
 */

// The API's shapes, as far as the tools read them.
interface Project {
  id: string;
  name: string;
  url: string | null;
  niche: string | null;
  keywords: string[];
  competitors: string[];
}
interface Compared {
  value: number;
  previous: number | null;
  change: number | null;
}

/** How many rows a tool hands the model at most. */
const top = 5;

const rangeLabels = { '7d': 'last 7 days', '30d': 'last 30 days', '90d': 'last 90 days', '1y': 'last 12 months' } as const;

/** The read tools' inputs, also as the offline writer parses them. */
export const readInputs = {
  listProjects: z.object({}),
  searchContent: z.object({
    q: z.string().max(200).optional().describe('Words of the title to search for'),
    status: z.enum(['draft', 'scheduled', 'published']).optional(),
    type: z.enum(['blog', 'social', 'email', 'video']).optional(),
  }),
  analyticsReport: z.object({
    projectId: z.string().uuid().optional().describe("The project's id; the workspace's first project when left out"),
    range: z.enum(['7d', '30d', '90d', '1y']).default('30d'),
  }),
  seoIssues: z.object({
    projectId: z.string().uuid().optional().describe("The project's id; the workspace's first project when left out"),
    priority: z.enum(['High', 'Medium', 'Low']).optional(),
  }),
  trackedKeywords: z.object({
    projectId: z.string().uuid().optional().describe("The project's id; the workspace's first project when left out"),
  }),
  emailCampaigns: z.object({}),
  socialPosts: z.object({ scheduledOnly: z.boolean().default(false) }),
  outreachProspects: z.object({}),
  planUsage: z.object({}),
};

/** As the model is offered them: made once, so each is turned into JSON Schema once, not on every reply. */
const readSchemas = {
  listProjects: zodSchema(readInputs.listProjects),
  searchContent: zodSchema(readInputs.searchContent),
  analyticsReport: zodSchema(readInputs.analyticsReport),
  seoIssues: zodSchema(readInputs.seoIssues),
  trackedKeywords: zodSchema(readInputs.trackedKeywords),
  emailCampaigns: zodSchema(readInputs.emailCampaigns),
  socialPosts: zodSchema(readInputs.socialPosts),
  outreachProspects: zodSchema(readInputs.outreachProspects),
  planUsage: zodSchema(readInputs.planUsage),
};

export type ReadToolName = keyof ReturnType<typeof readTools>;

/** A refusal or failure of the API, as the model reads it: it must not guess what it could not read. */
function failed(answer: SelfApiAnswer, step: ToolOutput['step']) {
  const message = (answer.body as { error?: { message?: string } } | null)?.error?.message ?? `The request failed (${answer.status})`;
  return { error: message, step };
}

export function readTools(api: SelfApiClient) {
  // Read once per reply, however many tools ask.
  let listed: Promise<Project[]> | undefined;
  const projects = () =>
    (listed ??= api.call<{ projects: Project[] }>('GET', '/api/projects').then((answer) => (answer.ok ? answer.body.projects : [])));
  /** The project asked for, else the workspace's first; null when it has none (or the id is not its). */
  const projectFor = async (projectId: string | undefined) => {
    const list = await projects();
    return projectId ? (list.find((project) => project.id === projectId) ?? null) : (list[0] ?? null);
  };
  const noProject = (step: ToolOutput['step']) => ({ error: 'No such project in this workspace.', step });

  return {
    listProjects: tool({
      description: "The workspace's projects (sites): id, name, address, niche, target keywords and competitors.",
      inputSchema: readSchemas.listProjects,
      execute: async () => {
        const list = await projects();
        return {
          projects: list.slice(0, 10).map(({ id, name, url, niche, keywords, competitors }) => ({
            id,
            name,
            url,
            niche,
            keywords: keywords.slice(0, 10),
            competitors: competitors.slice(0, 5),
          })),
          total: list.length,
          step: { summary: 'Looked at your projects', path: '/dashboard' },
        };
      },
    }),

    searchContent: tool({
      description:
        'Content items of the library (blog posts, social posts, e-mails, videos), newest first, with their status and performance.',
      inputSchema: readSchemas.searchContent,
      execute: async ({ q, status, type }) => {
        const step = { summary: q ? `Searched your content for "${q}"` : 'Looked at your content', path: '/content' };
        const query = new URLSearchParams({ pageSize: '8' });
        if (q) query.set('q', q);
        if (status) query.set('status', status);
        if (type) query.set('type', type);
        const answer = await api.call<{
          items: Array<{
            id: string;
            title: string;
            type: string;
            status: string;
            metrics: object;
            scheduledAt: string | null;
            publishedUrl: string | null;
            updatedAt: string;
          }>;
          total: number;
          counts: object;
        }>('GET', `/api/content?${query}`);
        if (!answer.ok) return failed(answer, step);
        return {
          items: answer.body.items.map(({ id, title, type, status, metrics, scheduledAt, publishedUrl, updatedAt }) => ({
            id,
            title,
            type,
            status,
            metrics,
            scheduledAt,
            publishedUrl,
            updatedAt,
          })),
          total: answer.body.total,
          counts: answer.body.counts,
          step,
        };
      },
    }),

    analyticsReport: tool({
      description:
        "A project's traffic for a range: visitors, page views, conversions, revenue, bounce rate and their change against the previous period, top sources and pages, custom events.",
      inputSchema: readSchemas.analyticsReport,
      execute: async ({ projectId, range }) => {
        const step = { summary: `Looked at Analytics, ${rangeLabels[range]}`, path: '/analytics' };
        const project = await projectFor(projectId);
        if (!project) return noProject(step);
        const answer = await api.call<{
          hasData: boolean;
          period: unknown;
          kpis: {
            visitors: Compared;
            pageViews: Compared;
            conversions: Compared;
            revenue: Compared & { currency: string | null };
            bounceRate: number | null;
            visitDurationSeconds: number | null;
          };
          sources: Array<{ channel: string; visitors: number; share: number; change: number | null }>;
          pages: Array<{ path: string; visitors: number; pageViews: number }>;
          events: Array<{ name: string; count: number; visitors: number }>;
        }>('GET', `/api/analytics/projects/${project.id}/report?range=${range}`);
        if (!answer.ok) return failed(answer, step);
        const report = answer.body;
        return {
          project: { id: project.id, name: project.name },
          range,
          period: report.period,
          hasData: report.hasData,
          kpis: report.kpis,
          sources: report.sources.slice(0, top),
          pages: report.pages.slice(0, top).map(({ path, visitors, pageViews }) => ({ path, visitors, pageViews })),
          events: report.events.slice(0, top),
          step,
        };
      },
    }),

    seoIssues: tool({
      description: "The open issues the latest site audit found on a project's site, by priority.",
      inputSchema: readSchemas.seoIssues,
      execute: async ({ projectId, priority }) => {
        const step = { summary: 'Looked at the SEO audit', path: '/seo' };
        const project = await projectFor(projectId);
        if (!project) return noProject(step);
        if (!project.url) return { error: 'The project has no site address, so it has no audit.', step };
        const query = new URLSearchParams({ site: project.url, status: 'pending' });
        if (priority) query.set('priority', priority);
        const answer = await api.call<{
          lastFinished: { finishedAt: string | null; pagesCrawled: number } | null;
          issues: Array<{ issue: string; detail: string; page: string; priority: string; fix: string }>;
          counts: { pending: Record<string, number> };
          total: number;
        }>('GET', `/api/seo/issues?${query}`);
        if (!answer.ok) return failed(answer, step);
        const { lastFinished, issues, counts, total } = answer.body;
        return {
          project: { id: project.id, name: project.name, site: project.url },
          lastAudit: lastFinished && { finishedAt: lastFinished.finishedAt, pagesCrawled: lastFinished.pagesCrawled },
          pendingByPriority: counts.pending,
          total,
          issues: issues.slice(0, 8).map(({ issue, detail, page, priority, fix }) => ({ issue, detail, page, priority, fix })),
          step,
        };
      },
    }),

    trackedKeywords: tool({
      description:
        "The keywords tracked for a project and their search positions (1-100, null: not in the top 100 or not checked yet), with the day before's.",
      inputSchema: readSchemas.trackedKeywords,
      execute: async ({ projectId }) => {
        const step = { summary: 'Looked at tracked keyword positions', path: '/seo' };
        const project = await projectFor(projectId);
        if (!project) return noProject(step);
        const answer = await api.call<{
          keywords: Array<{
            keyword: string;
            position: number | null;
            previousPosition: number | null;
            url: string | null;
            country: string;
            device: string;
          }>;
          provider: string | null;
        }>('GET', `/api/seo/ranks?projectId=${project.id}`);
        if (!answer.ok) return failed(answer, step);
        return {
          project: { id: project.id, name: project.name },
          total: answer.body.keywords.length,
          keywords: answer.body.keywords.slice(0, 15).map(({ keyword, position, previousPosition, url, country, device }) => ({
            keyword,
            position,
            previousPosition,
            url,
            country,
            device,
          })),
          positionsProvider: answer.body.provider,
          step,
        };
      },
    }),

    emailCampaigns: tool({
      description: 'E-mail campaigns, newest first: status, recipients, opens, clicks, open and click rates (percent).',
      inputSchema: readSchemas.emailCampaigns,
      execute: async () => {
        const step = { summary: 'Looked at e-mail campaigns', path: '/email' };
        const answer = await api.call<{
          campaigns: Array<{
            id: string;
            name: string;
            status: string;
            subject: string;
            sent: number;
            opens: number;
            clicks: number;
            openRate: number | null;
            clickRate: number | null;
            scheduledAt: string | null;
            finishedAt: string | null;
          }>;
        }>('GET', '/api/email/campaigns');
        if (!answer.ok) return failed(answer, step);
        return {
          total: answer.body.campaigns.length,
          campaigns: answer.body.campaigns
            .slice(0, 8)
            .map(({ id, name, status, subject, sent, opens, clicks, openRate, clickRate, scheduledAt, finishedAt }) => ({
              id,
              name,
              status,
              subject,
              sent,
              opens,
              clicks,
              openRate,
              clickRate,
              scheduledAt,
              finishedAt,
            })),
          step,
        };
      },
    }),

    socialPosts: tool({
      description:
        'Social posts, newest first: status, networks, when, and engagement (likes, comments, shares, impressions); plus the connected accounts.',
      inputSchema: readSchemas.socialPosts,
      execute: async ({ scheduledOnly }) => {
        const step = { summary: scheduledOnly ? 'Looked at scheduled social posts' : 'Looked at social posts', path: '/social' };
        const [posts, accounts] = await Promise.all([
          api.call<{
            posts: Array<{
              id: string;
              content: string;
              status: string;
              scheduledAt: string | null;
              publishedAt: string | null;
              targets: Array<{ network: string; username: string }>;
              engagement: unknown;
            }>;
          }>('GET', `/api/social/posts${scheduledOnly ? '?status=scheduled' : ''}`),
          api.call<{ accounts: Array<{ id: string; network: string; username: string; status: string }> }>('GET', '/api/social/accounts'),
        ]);
        if (!posts.ok) return failed(posts, step);
        return {
          accounts: accounts.ok
            ? accounts.body.accounts.map(({ id, network, username, status }) => ({ id, network, username, status }))
            : [],
          total: posts.body.posts.length,
          posts: posts.body.posts.slice(0, 8).map(({ id, content, status, scheduledAt, publishedAt, targets, engagement }) => ({
            id,
            content: content.length > 140 ? `${content.slice(0, 139)}…` : content,
            status,
            scheduledAt,
            publishedAt,
            networks: targets.map((target) => `${target.network} @${target.username}`),
            engagement,
          })),
          step,
        };
      },
    }),

    outreachProspects: tool({
      description:
        'AI Outreach: the prospect count, contacted, replies and response rate (percent), partnerships; and the prospects, newest first, with authority, status, why each is a fit (opportunity) and whether an address was found.',
      inputSchema: readSchemas.outreachProspects,
      execute: async () => {
        const step = { summary: 'Looked at outreach prospects', path: '/outreach' };
        const [overview, prospects] = await Promise.all([
          api.call<{ prospects: number; contacted: number; responded: number; responseRate: number | null; partnerships: number }>(
            'GET',
            '/api/outreach/overview',
          ),
          api.call<{
            prospects: Array<{
              id: string;
              domain: string;
              authority: number | null;
              status: string;
              partner: boolean;
              opportunity: string | null;
              contacts: Array<{ email: string; guess: boolean }>;
            }>;
          }>('GET', '/api/outreach/prospects'),
        ]);
        if (!overview.ok) return failed(overview, step);
        if (!prospects.ok) return failed(prospects, step);
        return {
          ...overview.body,
          prospectList: prospects.body.prospects.slice(0, 10).map(({ id, domain, authority, status, partner, opportunity, contacts }) => ({
            id,
            domain,
            authority,
            status,
            partner,
            opportunity,
            addressFound: contacts.some((contact) => !contact.guess),
          })),
          step,
        };
      },
    }),

    planUsage: tool({
      description:
        "The workspace's plan and this month's usage against its limits (AI generations, social accounts, e-mail contacts, projects, team members, storage).",
      inputSchema: readSchemas.planUsage,
      execute: async () => {
        const step = { summary: 'Looked at plan usage', path: '/settings/billing' };
        const answer = await api.call<{ plan: string; usage: Record<string, number>; limits: Record<string, unknown> }>('GET', '/api/me');
        if (!answer.ok) return failed(answer, step);
        return { plan: answer.body.plan, usage: answer.body.usage, limits: answer.body.limits, step };
      },
    }),
  };
}
