// AI Assistant (/ai-assistant; issue 32): a streaming chat over the workspace's own figures, which can
// do the work it suggests once the user confirms. The shapes both sides use, and their texts.
import { z } from 'zod';

export const assistantModes = ['general', 'content', 'seo', 'strategy'] as const;
export type AssistantMode = (typeof assistantModes)[number];

export const assistantModeLabels: Record<AssistantMode, { label: string; description: string }> = {
  general: { label: 'General', description: 'Questions about your workspace and growth' },
  content: { label: 'Content', description: 'Ideas, drafts and your content plan' },
  seo: { label: 'SEO', description: 'Audits, keywords and rankings' },
  strategy: { label: 'Strategy', description: 'Channels, campaigns and priorities' },
};

export const assistantMessages = {
  failedResponse: 'Failed to get response',
  loadFailed: 'Failed to load assistant data',
  applyFailed: 'Failed to apply insight',
  signIn: 'Please sign in to continue',
  greeting: "Hi! I'm your Uplift assistant. I can read this workspace's figures and do the work we agree on. What shall we look at?",
  offlineNote: 'No AI provider is configured, so this answer is put together from your figures alone. An AI provider gives fuller answers.',
  chatsCleared: 'Recent chats cleared',
  clearConfirm: 'Clear all recent chats? They are deleted for good.',
  deleteConfirm: 'Delete this chat? It is deleted for good.',
  actionDone: 'Done',
  actionDeclined: 'Not done: you declined',
  emptyHistory: 'No chats yet',
  replyUnderWay: 'A reply is still being written in this chat. Wait for it or stop it, then ask again.',
} as const;

/** The three Quick Actions: each prefills the input with its text. */
export const assistantQuickActions = [
  'generate content ideas for my blog',
  'analyze my website performance',
  'help me optimize my content strategy',
] as const;

/** A chat as Recent Chats and Chat History list it. */
export interface AssistantChatSummary {
  id: string;
  /** From the first question. */
  title: string;
  mode: AssistantMode;
  /** in-progress while a reply is being written. */
  status: 'completed' | 'in-progress';
  createdAt: string;
  updatedAt: string;
}

export const newChatSchema = z.object({ mode: z.enum(assistantModes).default('general') });

export const chatSearchSchema = z.object({ q: z.string().trim().max(200).optional() });

/** The longest question the assistant takes, in characters. */
export const maxQuestionLength = 4000;

/**
 * POST /api/assistant/chats/:id/messages: the new or edited question, or a request to write the last
 * reply again. The server keeps the chat; the browser sends only what changed.
 */
export const chatTurnSchema = z.discriminatedUnion('trigger', [
  z.object({
    trigger: z.literal('submit-message'),
    /** The question's id: a new one, or the id of an earlier question being edited (what followed it is dropped). */
    messageId: z.string().min(1).max(100),
    text: z.string().trim().min(1).max(maxQuestionLength),
  }),
  z.object({ trigger: z.literal('regenerate-message') }),
]);
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/**
 * What a reply carries as the UI message's metadata (sent with the stream's start and finish, and
 * kept with the stored message): who wrote it, and how it ended. 'stopped': the user pressed Stop,
 * what was written is kept; 'failed': the provider failed mid-way (the chat shows failedResponse with
 * Retry, which regenerates).
 */
export interface AssistantMessageMetadata {
  source?: 'ai' | 'offline';
  outcome?: 'completed' | 'stopped' | 'failed';
}

/** The workspace's state seen from the assistant: whether a provider answers, for the Online light. */
export interface AssistantStatus {
  online: boolean;
  /** 'ai' with the provider's name, or the offline writer. */
  source: 'ai' | 'offline';
  provider: string | null;
  model: string | null;
}

/** An AI Insight (right column): drawn from the workspace's figures. */
export const insightPriorities = ['High', 'Medium', 'Low'] as const;
export type InsightPriority = (typeof insightPriorities)[number];

/** Where an insight's action leads: a screen, or a question the chat then asks. */
export interface InsightAction {
  label: string;
  /** A screen to open, e.g. /seo. */
  path?: string;
  /** A question to ask the assistant instead. */
  ask?: string;
}

export interface AssistantInsight {
  id: string;
  title: string;
  description: string;
  priority: InsightPriority;
  action: InsightAction;
}

export interface AssistantInsightSet {
  insights: AssistantInsight[];
  source: 'ai' | 'offline';
  generatedAt: string;
}

/** A step the assistant took, as the chat shows it: what it read and where that lives. */
export interface ToolStepView {
  /** e.g. "Looked at Analytics, last 30 days". */
  summary: string;
  /** The screen it read, e.g. /analytics. */
  path: string;
}

/**
 * The chat's stream is the ai SDK's UI message stream. A tool step is a part `tool-<name>`; every
 * tool's output carries `step` (what it read, and the screen to open), which the chat shows as a
 * collapsible step with its link.
 */
export interface ToolOutput {
  step: ToolStepView;
}

/** Tools that change something: the model proposes, the user confirms in the chat, then it is done. */
export const assistantActionTools = [
  'createContentDraft',
  'scheduleSocialPost',
  'createEmailCampaign',
  'trackKeyword',
  'startSiteAudit',
] as const;
export type AssistantActionTool = (typeof assistantActionTools)[number];

/**
 * A proposed action's part stays `input-available` (the model's proposal) until the user answers:
 * POST /api/assistant/chats/:id/actions/:toolCallId with { confirm: true, input } (the card's fields,
 * edited or not) or { confirm: false }. The server does it through the area's own API, with the
 * same checks as the screen, and answers the updated message, whose part is now `output-available`
 * with an ActionOutput.
 */
export interface ActionOutput extends ToolOutput {
  outcome: 'done' | 'declined' | 'refused';
  /** The refusal's reason when the area refused (a role, the plan, a limit). */
  message?: string;
}

export const actionAnswerSchema = z.discriminatedUnion('confirm', [
  z.object({ confirm: z.literal(true), input: z.record(z.string(), z.unknown()) }),
  z.object({ confirm: z.literal(false) }),
]);
