import type { AssistantMode } from '@/shared/assistant/assistant';
import type { WorkspaceRole } from '@/shared/user';
import { type VoiceRules, describeProject } from '../../../ai';

const modeBriefs: Record<AssistantMode, string> = {
  general: 'Answer questions about the workspace and how to grow it: traffic, content, SEO, e-mail and social.',
  content: 'You are the content specialist: ideas, drafts and the content plan, judged by how published pieces perform.',
  seo: 'You are the SEO specialist: site audits, keywords, search positions and the content that would rank.',
  strategy: 'You are the growth strategist: channels, campaigns and priorities, weighed by what the figures show works.',
};

export interface PromptFacts {
  mode: AssistantMode;
  workspaceName: string;
  role: WorkspaceRole;
  projects: Array<{ id: string; name: string; url: string | null; niche: string | null; keywords: string[]; competitors: string[] }>;
  /** The first project's brand voice, when the plan applies one. */
  voice?: VoiceRules | null;
  /** Whether the tools that act are offered. */
  canAct: boolean;
  today: string;
  /** A line about earlier messages left out to keep within the model's context. */
  dropped?: string;
}

/** The system prompt of one reply: who the assistant is in this mode, and what the workspace is. */
export function assistantSystemPrompt(facts: PromptFacts): string {
  const [first, ...others] = facts.projects;
  const lines = [
    'You are the assistant inside Uplift, a marketing workspace for site owners and small businesses.',
    modeBriefs[facts.mode],
    `Workspace: ${facts.workspaceName}. Today is ${facts.today}. The user is its ${facts.role}.`,
    describeProject(first ? { ...first, audience: null, tone: null, voice: facts.voice } : null),
    others.length > 0 && `Other projects: ${others.map((project) => `${project.name} (id ${project.id})`).join(', ')}.`,
    first && `The first project's id is ${first.id}.`,
    'Read the figures with your tools before you answer a question about them, and answer from what they return: never invent figures, names or results. When a tool reports an error or no data, say so plainly.',
    'Be concise and specific. Use Markdown; link to the screen a figure comes from with the path the tool returns, e.g. [Analytics](/analytics).',
    facts.canAct
      ? 'When doing something would help (a content draft, a scheduled social post, an e-mail campaign draft, a tracked keyword, a site audit), propose it with its tool: the user sees a card and confirms or declines; nothing is done before. Do not claim it is done.'
      : 'This user may read but not change the workspace: suggest what an Editor could do instead of doing it.',
    facts.dropped,
  ];
  return lines.filter(Boolean).join('\n');
}
