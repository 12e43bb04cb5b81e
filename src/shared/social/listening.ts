// Social listening (Enterprise, ADR 036): brand and keyword monitors over public search on Mastodon,
// Bluesky and Reddit, their mentions with a sentiment, and replies through a connected account.
import { z } from 'zod';

export const listeningSources = ['mastodon', 'bluesky', 'reddit'] as const;
export type ListeningSource = (typeof listeningSources)[number];
export const listeningSourceLabels: Record<ListeningSource, string> = { mastodon: 'Mastodon', bluesky: 'Bluesky', reddit: 'Reddit' };

export const sentiments = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof sentiments)[number];

export const listeningNotOnPlan = 'Social listening is part of the Enterprise plan.';

/** Monitors a workspace keeps at most: each one searches every source every fifteen minutes. */
export const listeningMonitorCap = 20;
const maxTerms = 10;

export const listeningMessages = {
  nameRequired: 'Give the monitor a name',
  nameTooLong: 'Keep the name under 80 characters',
  termsRequired: 'Add at least one term to listen for',
  tooManyTerms: `Listen for at most ${maxTerms} terms per monitor`,
  termTooLong: 'Keep each term under 100 characters',
  sourcesRequired: 'Choose at least one source',
  instanceRequired: 'Name the Mastodon instance to search, such as mastodon.social',
  instanceInvalid: 'Enter the Mastodon instance as a host name, such as mastodon.social',
  monitorCap: `A workspace has at most ${listeningMonitorCap} monitors: delete one to add another.`,
  replyRequired: 'Write a reply',
  replyTooLong: 'Keep the reply under 500 characters',
  redditNoReply: 'Uplift cannot reply on Reddit: open the post on Reddit to answer it there.',
  noAccount: (network: string) => `Connect a ${network} account in the Social Engine to reply from Uplift.`,
  notFoundOnInstance: 'Your Mastodon instance could not find this post, so Uplift cannot reply to it there.',
} as const;

/**
 * A Mastodon instance as the user names it: a host ("mastodon.social"), optionally with its port or
 * its address's scheme. Kept as the instance's origin; anything with a path, a query or a user is refused.
 */
export function listeningInstanceOrigin(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const host = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(url.hostname);
  return bare && host && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
}

const term = z.string().trim().min(1, listeningMessages.termsRequired).max(100, listeningMessages.termTooLong);

/** POST and PUT /api/social/listening/monitors. */
export const listeningMonitorSchema = z
  .object({
    name: z
      .string({ error: listeningMessages.nameRequired })
      .trim()
      .min(1, listeningMessages.nameRequired)
      .max(80, listeningMessages.nameTooLong),
    terms: z
      .array(term, { error: listeningMessages.termsRequired })
      .min(1, listeningMessages.termsRequired)
      .max(maxTerms, listeningMessages.tooManyTerms),
    excludedTerms: z.array(term).max(maxTerms, listeningMessages.tooManyTerms).default([]),
    sources: z
      .array(z.enum(listeningSources, { error: listeningMessages.sourcesRequired }), { error: listeningMessages.sourcesRequired })
      .min(1, listeningMessages.sourcesRequired)
      .transform((list) => [...new Set(list)]),
    mastodonInstance: z.string().max(300, listeningMessages.instanceInvalid).optional(),
  })
  .superRefine((input, context) => {
    if (!input.sources.includes('mastodon')) return;
    if (!input.mastodonInstance?.trim()) {
      context.addIssue({ code: 'custom', path: ['mastodonInstance'], message: listeningMessages.instanceRequired });
    } else if (!listeningInstanceOrigin(input.mastodonInstance)) {
      context.addIssue({ code: 'custom', path: ['mastodonInstance'], message: listeningMessages.instanceInvalid });
    }
  });
export type ListeningMonitorInput = z.input<typeof listeningMonitorSchema>;

/** GET /api/social/listening/mentions. */
export const listeningMentionsQuerySchema = z.object({
  monitorId: z.uuid({ error: 'Choose a monitor' }).optional(),
  source: z.enum(listeningSources).optional(),
  sentiment: z.enum(sentiments).optional(),
});
export type ListeningMentionsQuery = z.infer<typeof listeningMentionsQuerySchema>;

/** POST /api/social/listening/mentions/:id/reply: from the given account, or the workspace's first of the mention's network. */
export const listeningReplySchema = z.object({
  text: z
    .string({ error: listeningMessages.replyRequired })
    .trim()
    .min(1, listeningMessages.replyRequired)
    .max(500, listeningMessages.replyTooLong),
  accountId: z.uuid().optional(),
});
export type ListeningReplyInput = z.input<typeof listeningReplySchema>;

export interface ListeningMonitorView {
  id: string;
  name: string;
  terms: string[];
  excludedTerms: string[];
  sources: ListeningSource[];
  /** The instance's host, as the screen shows it. */
  mastodonInstance: string | null;
  lastCheckedAt: string | null;
  /** What went wrong at the last check (one source's failure), or null. */
  lastError: string | null;
  /** Mentions found at the last check. */
  lastFound: number | null;
  mentions: number;
  createdAt: string;
}

export interface ListeningMentionView {
  id: string;
  monitorId: string;
  source: ListeningSource;
  author: string;
  authorUrl: string | null;
  text: string;
  url: string;
  postedAt: string;
  sentiment: Sentiment;
}

export interface ListeningMentionsView {
  mentions: ListeningMentionView[];
  /** Per sentiment, over the same monitor and source whatever the sentiment filter. */
  counts: Record<Sentiment, number>;
}

export interface ListeningReplyResult {
  url: string;
}
