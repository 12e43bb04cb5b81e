import type { UIMessage } from 'ai';
import {
  type ActionOutput,
  type AssistantActionTool,
  type ToolStepView,
  assistantActionTools,
  assistantMessages,
} from '@/shared/assistant/assistant';

type Part = UIMessage['parts'][number];

/** What the chat shows for a tool part. */
export type ToolPartView =
  /** A read tool still running. */
  | { kind: 'running'; toolName: string; toolCallId: string }
  /** A read tool's result: what it looked at and where that lives. */
  | { kind: 'step'; toolName: string; toolCallId: string; step: ToolStepView | null; output: unknown }
  /** A read tool that failed. */
  | { kind: 'failed'; toolName: string; toolCallId: string; errorText: string }
  /** An action the model proposes, waiting for Confirm or Decline. */
  | { kind: 'proposal'; toolName: AssistantActionTool; toolCallId: string; input: Record<string, unknown> }
  /** An action answered: done, declined or refused. */
  | {
      kind: 'outcome';
      toolName: AssistantActionTool;
      toolCallId: string;
      outcome: ActionOutput['outcome'];
      text: string;
      step: ToolStepView | null;
    };

export const isActionTool = (name: string): name is AssistantActionTool => (assistantActionTools as readonly string[]).includes(name);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `step` an output carries, when it is well formed. */
export function stepOf(output: unknown): ToolStepView | null {
  if (!isRecord(output) || !isRecord(output.step)) return null;
  const { summary, path } = output.step;
  return typeof summary === 'string' && typeof path === 'string' ? { summary, path } : null;
}

/** A tool part (`tool-<name>` or a dynamic tool) as the chat shows it; null for any other part. */
export function toolPartView(part: Part): ToolPartView | null {
  let toolName: string;
  if (part.type === 'dynamic-tool') toolName = part.toolName;
  else if (part.type.startsWith('tool-')) toolName = part.type.slice('tool-'.length);
  else return null;
  const tool = part as Part & { toolCallId: string; state: string; input?: unknown; output?: unknown; errorText?: string };
  const { toolCallId, state } = tool;
  if (isActionTool(toolName)) {
    if (state === 'output-available') {
      const output = (isRecord(tool.output) ? tool.output : {}) as Partial<ActionOutput>;
      const outcome = output.outcome === 'done' || output.outcome === 'declined' ? output.outcome : 'refused';
      const text =
        outcome === 'done'
          ? assistantMessages.actionDone
          : outcome === 'declined'
            ? assistantMessages.actionDeclined
            : (output.message ?? 'Not done');
      return { kind: 'outcome', toolName, toolCallId, outcome, text, step: stepOf(output) };
    }
    if (state === 'output-error' || state === 'output-denied') {
      return { kind: 'outcome', toolName, toolCallId, outcome: 'refused', text: tool.errorText ?? 'Not done', step: null };
    }
    if (state === 'input-streaming') return { kind: 'running', toolName, toolCallId };
    return { kind: 'proposal', toolName, toolCallId, input: isRecord(tool.input) ? tool.input : {} };
  }
  if (state === 'output-available') return { kind: 'step', toolName, toolCallId, step: stepOf(tool.output), output: tool.output };
  if (state === 'output-error') return { kind: 'failed', toolName, toolCallId, errorText: tool.errorText ?? 'The step failed' };
  return { kind: 'running', toolName, toolCallId };
}

/** What each action does, as its confirmation card says. */
export const actionTitles: Record<AssistantActionTool, string> = {
  createContentDraft: 'Create a content draft',
  scheduleSocialPost: 'Schedule a social post',
  createEmailCampaign: 'Create an e-mail campaign draft',
  trackKeyword: 'Track a keyword',
  startSiteAudit: 'Start a site audit',
};

/** How a proposal's field is edited: text, long text, a date and time, a list (comma-separated), or not at all. */
export type FieldInput = 'text' | 'multiline' | 'datetime' | 'list' | null;

/** A field of a proposal's card. */
export interface ProposalField {
  key: string;
  label: string;
  /** As the field shows it (a date and time as the browser's datetime-local value). */
  value: string;
  input: FieldInput;
}

const textKeys = new Set(['title', 'topic', 'name', 'subject', 'keyword', 'url', 'metaDescription']);
const multilineKeys = new Set(['text', 'content', 'body']);
const datetimeKeys = new Set(['date', 'scheduledAt', 'scheduledFor', 'sendAt']);
const listKeys = new Set(['keywords', 'tags']);

/** "scheduledAt" → "Scheduled at", "url" → "URL". */
export function fieldLabel(key: string): string {
  if (key.toLowerCase() === 'url') return 'URL';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local field shows it, in the browser's zone; '' when it is no time. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The fields a proposal's card shows: text, dates and lists the user may edit, anything else as it is.
 * Ids say nothing to a reader: a list of them shows as a count, a single one not at all.
 */
export function proposalFields(input: Record<string, unknown>): ProposalField[] {
  return Object.entries(input).flatMap(([key, value]): ProposalField[] => {
    if (value === undefined || value === null || value === '' || /Id$/.test(key)) return [];
    const label = fieldLabel(key);
    if (/Ids$/.test(key)) {
      const count = Array.isArray(value) ? value.length : 1;
      return [{ key, label: fieldLabel(key.replace(/Ids$/, 's')), value: `${count} selected`, input: null }];
    }
    if (typeof value === 'string') {
      if (datetimeKeys.has(key) && toLocalInput(value)) return [{ key, label, value: toLocalInput(value), input: 'datetime' }];
      if (multilineKeys.has(key) || (textKeys.has(key) && value.length > 120)) return [{ key, label, value, input: 'multiline' }];
      if (textKeys.has(key)) return [{ key, label, value, input: 'text' }];
    }
    if (listKeys.has(key) && isStringList(value)) return [{ key, label, value: value.join(', '), input: 'list' }];
    return [{ key, label, value: shown(value), input: null }];
  });
}

/** The input a confirmed proposal sends: the model's, with the card's edits in place (a time back in ISO, a list split). */
export function confirmedInput(input: Record<string, unknown>, edits: Record<string, string>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...input };
  const fields = new Map(proposalFields(input).map((field) => [field.key, field]));
  for (const [key, value] of Object.entries(edits)) {
    const field = fields.get(key);
    if (!field?.input) continue;
    if (field.input === 'list') {
      result[key] = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else if (field.input === 'datetime') {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) result[key] = date.toISOString();
    } else result[key] = value;
  }
  return result;
}

/** Whether the message still waits for the user to answer a proposal (the input waits too). */
export function awaitsAnswer(message: UIMessage | undefined): boolean {
  return message?.parts.some((part) => toolPartView(part)?.kind === 'proposal') ?? false;
}
