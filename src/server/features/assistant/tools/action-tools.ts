import { type Tool, tool, zodSchema } from 'ai';
import { z } from 'zod';
import { type ActionOutput, type AssistantActionTool, assistantActionTools } from '@/shared/assistant/assistant';
import type { SelfApiClient } from '../../../http/self-api';

/**
 * The tools that change something. They have no `execute`: the model's call stays a proposal (its
 * part `input-available`) until the user confirms it in the chat; then `performAction` does it through
 * the area's own API as the user, with the screen's checks (role, plan, usage).
 */
export const actionInputs = {
  createContentDraft: z.object({
    title: z.string().trim().min(1).max(200),
    metaDescription: z.string().trim().max(320).default(''),
    content: z.string().trim().min(1).max(50_000).describe('The blog post in Markdown'),
    tags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  }),
  scheduleSocialPost: z.object({
    content: z.string().trim().min(1).max(5_000),
    accountIds: z.array(z.string().uuid()).min(1).max(20).describe('Ids of connected social accounts (from socialPosts)'),
    scheduledAt: z.string().datetime({ offset: true }).describe('When to publish, ISO 8601'),
  }),
  createEmailCampaign: z.object({
    name: z.string().trim().min(1).max(200),
    subject: z.string().trim().min(1).max(200),
    content: z.string().max(200_000).default('').describe('The e-mail body in Markdown'),
    listId: z.string().uuid().optional().describe("The list to send to; the workspace's first list when left out"),
  }),
  trackKeyword: z.object({
    keywords: z.array(z.string().trim().min(1).max(200)).min(1).max(20),
    projectId: z.string().uuid().optional().describe("The project's id; the workspace's first project when left out"),
  }),
  startSiteAudit: z.object({
    url: z.string().trim().url().max(2048).describe('The address to start the crawl from'),
  }),
} satisfies Record<AssistantActionTool, z.ZodType>;

const descriptions: Record<AssistantActionTool, string> = {
  createContentDraft: 'Propose a blog post draft for the content library. The user sees it and confirms before it is saved.',
  scheduleSocialPost: 'Propose a social post scheduled on connected accounts. The user confirms before it is scheduled.',
  createEmailCampaign: 'Propose an e-mail campaign draft (not sent). The user confirms before it is created.',
  trackKeyword: "Propose keywords to track in the project's search positions. The user confirms first.",
  startSiteAudit: 'Propose starting an SEO audit of a site. The user confirms first.',
};

/** Made once, so each input is turned into JSON Schema once, not on every reply. */
const proposals = Object.fromEntries(
  assistantActionTools.map((name) => [
    name,
    tool({ description: descriptions[name], inputSchema: zodSchema(actionInputs[name] as z.ZodType<Record<string, unknown>>) }),
  ]),
) as Record<AssistantActionTool, Tool>;

export function actionTools(names: readonly AssistantActionTool[]): Record<string, Tool> {
  return Object.fromEntries(names.map((name) => [name, proposals[name]]));
}

const paths: Record<AssistantActionTool, string> = {
  createContentDraft: '/content',
  scheduleSocialPost: '/social',
  createEmailCampaign: '/email',
  trackKeyword: '/seo',
  startSiteAudit: '/seo',
};

/** The step the chat shows for an answered proposal. */
function summaryOf(name: AssistantActionTool, input: Record<string, unknown>, outcome: ActionOutput['outcome']): string {
  const what = {
    createContentDraft: `the content draft "${String(input.title ?? '')}"`,
    scheduleSocialPost: 'the social post',
    createEmailCampaign: `the e-mail campaign "${String(input.name ?? '')}"`,
    trackKeyword: `tracking of ${((input.keywords as string[] | undefined) ?? []).join(', ')}`,
    startSiteAudit: `the site audit of ${String(input.url ?? '')}`,
  }[name];
  if (outcome === 'done') {
    const verb = {
      createContentDraft: 'Created',
      scheduleSocialPost: 'Scheduled',
      createEmailCampaign: 'Created',
      trackKeyword: 'Started',
      startSiteAudit: 'Started',
    }[name];
    return `${verb} ${what}`;
  }
  return outcome === 'declined' ? `Declined ${what}` : `Could not do ${what}`;
}

export function declinedOutput(name: AssistantActionTool, input: Record<string, unknown>): ActionOutput {
  return { outcome: 'declined', step: { summary: summaryOf(name, input, 'declined'), path: paths[name] } };
}

/** Does a confirmed proposal through the area's API as the user; the API's refusal is the outcome's message. */
export async function performAction(
  api: SelfApiClient,
  name: AssistantActionTool,
  rawInput: Record<string, unknown>,
): Promise<ActionOutput & { input: Record<string, unknown> }> {
  const parsed = actionInputs[name].safeParse(rawInput);
  if (!parsed.success) {
    return {
      input: rawInput,
      outcome: 'refused',
      message: parsed.error.issues[0]?.message ?? 'Invalid input',
      step: { summary: summaryOf(name, rawInput, 'refused'), path: paths[name] },
    };
  }
  const input = parsed.data as Record<string, unknown>;
  const answer = await call(api, name, input);
  const outcome = answer.ok ? 'done' : 'refused';
  const message = answer.ok
    ? undefined
    : ((answer.body as { error?: { message?: string } } | null)?.error?.message ?? `The request failed (${answer.status})`);
  const createdId = answer.ok ? (answer.body as { id?: unknown } | null)?.id : undefined;
  return {
    input,
    outcome,
    ...(message && { message }),
    ...(typeof createdId === 'string' && { id: createdId }),
    step: { summary: summaryOf(name, input, outcome), path: paths[name] },
  };
}

async function call(api: SelfApiClient, name: AssistantActionTool, input: Record<string, unknown>) {
  switch (name) {
    case 'createContentDraft': {
      const { title, metaDescription, content, tags } = input as z.output<(typeof actionInputs)['createContentDraft']>;
      return api.call('POST', '/api/content', { type: 'blog', title, source: 'ai', body: { title, metaDescription, content, tags } });
    }
    case 'scheduleSocialPost': {
      const { content, accountIds, scheduledAt } = input as z.output<(typeof actionInputs)['scheduleSocialPost']>;
      return api.call('POST', '/api/social/posts', { content, accountIds, scheduledAt });
    }
    case 'createEmailCampaign': {
      const { name: campaignName, subject, content, listId } = input as z.output<(typeof actionInputs)['createEmailCampaign']>;
      const list = listId ?? (await firstId(api, '/api/email/lists', 'lists'));
      if (!list) return { ok: false, status: 400, body: { error: { message: 'Create an e-mail list first: a campaign is sent to one.' } } };
      return api.call('POST', '/api/email/campaigns', { name: campaignName, subject, content, listId: list, format: 'markdown' });
    }
    case 'trackKeyword': {
      const { keywords, projectId } = input as z.output<(typeof actionInputs)['trackKeyword']>;
      const project = projectId ?? (await firstId(api, '/api/projects', 'projects'));
      if (!project)
        return { ok: false, status: 400, body: { error: { message: 'Create a project first: keywords are tracked for one.' } } };
      return api.call('POST', '/api/seo/ranks', { projectId: project, keywords });
    }
    case 'startSiteAudit':
      return api.call('POST', '/api/seo/audits', { url: input.url });
  }
}

async function firstId(api: SelfApiClient, path: string, key: string): Promise<string | undefined> {
  const answer = await api.call<Record<string, Array<{ id: string }>>>('GET', path);
  return answer.ok ? answer.body[key]?.[0]?.id : undefined;
}
