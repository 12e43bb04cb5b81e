import {
  type GeneratedSocialPost,
  type SocialAccount,
  type SocialNetwork,
  type SocialPostInput,
  type SocialPostView,
  socialMessages,
  socialNetworkLabels,
  youtubeTextProblem,
} from '@/shared/social/social';
import { isoToLocalInput, localInputToIso } from '@/web/lib/schedule-time';
import { characterCount } from './character-count';
import { mediaProblem, type PostMediaItem, savedMedia } from './post-media';

/** What the Create Social Post dialog holds, as typed. */
export interface PostFormValues {
  content: string;
  accountIds: string[];
  /** An account's own text, by account id, while its 'Customize' field is open. */
  overrides: Record<string, string>;
  /** Uploaded images, in the order they are posted, or the video. */
  media: PostMediaItem[];
  /** A datetime-local value; '' for none. */
  schedule: string;
}

/** Save draft keeps no time, Schedule needs one, Publish now sends at once. */
export type PostIntent = 'draft' | 'schedule' | 'publish';

export const emptyPostForm: PostFormValues = { content: '', accountIds: [], overrides: {}, media: [], schedule: '' };

export const scheduleRequired = 'Please choose when to publish it';

/** A draft or scheduled post as the form's values, for editing it. */
export function postFormFrom(post: SocialPostView): PostFormValues {
  const overrides: Record<string, string> = {};
  for (const target of post.targets) if (target.override !== null) overrides[target.accountId] = target.override;
  return {
    content: post.content,
    accountIds: post.targets.map((target) => target.accountId),
    overrides,
    media: savedMedia(post),
    schedule: isoToLocalInput(post.scheduledAt),
  };
}

/** Why the network refuses the text for more than its length (YouTube's title and description); null when it takes it. */
export function textProblem(network: SocialNetwork, text: string): string | null {
  return network === 'youtube' ? youtubeTextProblem(text) : null;
}

/** The text that goes to an account: its own, when it has one, else the post's. */
export function textFor(values: PostFormValues, accountId: string): string {
  const override = values.overrides[accountId];
  return override !== undefined && override.trim() ? override : values.content;
}

export function toggleAccount(values: PostFormValues, accountId: string, selected: boolean): PostFormValues {
  const accountIds = selected ? [...new Set([...values.accountIds, accountId])] : values.accountIds.filter((id) => id !== accountId);
  return { ...values, accountIds };
}

/**
 * Written posts in the form: the first one becomes the post's text, and each chosen account whose network
 * got a different one gets it as its own.
 */
export function applyGenerated(
  values: PostFormValues,
  generated: readonly GeneratedSocialPost[],
  accounts: readonly SocialAccount[],
): PostFormValues {
  const first = generated[0];
  if (!first) return values;
  const overrides = { ...values.overrides };
  for (const id of values.accountIds) {
    const account = accounts.find((item) => item.id === id);
    const own = generated.find((item) => item.network === account?.network);
    if (own && own.content !== first.content) overrides[id] = own.content;
    else delete overrides[id];
  }
  return { ...values, content: first.content, overrides };
}

export type PostCheck = { ok: true; input: SocialPostInput } | { ok: false; message: string };

/** The form checked as the server checks it, with the product specification's messages, as the API's input. */
export function checkPost(values: PostFormValues, intent: PostIntent, accounts: readonly SocialAccount[], now: number): PostCheck {
  const content = values.content.trim();
  if (!content) return { ok: false, message: socialMessages.contentRequired };
  const chosen = values.accountIds.map((id) => accounts.find((account) => account.id === id)).filter((account) => account !== undefined);
  if (chosen.length === 0) return { ok: false, message: socialMessages.platformRequired };
  if (chosen.some((account) => account.status !== 'Connected')) return { ok: false, message: socialMessages.accountNotConnected };
  if (intent !== 'draft') {
    // A draft is still being written (as the server sees it): its text and files must fit once it goes out.
    const tooLong = chosen.find((account) => characterCount(account.network, textFor(values, account.id), account.characterLimit).over);
    if (tooLong) return { ok: false, message: socialMessages.tooLong(socialNetworkLabels[tooLong.network], tooLong.characterLimit) };
    const refused = chosen
      .flatMap((account) => [textProblem(account.network, textFor(values, account.id)), mediaProblem(account.network, values.media)])
      .find((problem) => problem !== null);
    if (refused) return { ok: false, message: refused };
  }
  let scheduledAt: string | null = null;
  if (intent === 'schedule') {
    if (!values.schedule) return { ok: false, message: scheduleRequired };
    scheduledAt = localInputToIso(values.schedule);
    if (!scheduledAt) return { ok: false, message: 'Enter a valid schedule time' };
    if (new Date(scheduledAt).getTime() <= now) return { ok: false, message: socialMessages.scheduleInPast };
  }
  const overrides: Record<string, string> = {};
  for (const account of chosen) {
    const own = values.overrides[account.id]?.trim();
    if (own && own !== content) overrides[account.id] = own;
  }
  const media = values.media.map((item) => ({ id: item.id, altText: item.altText.trim() }));
  return {
    ok: true,
    input: { content, accountIds: chosen.map((account) => account.id), overrides, media, scheduledAt, publishNow: intent === 'publish' },
  };
}

/** The success toast: what happened to the post, or 'Post updated' when an edit left it as it was. */
export function savedMessage(intent: PostIntent, editing: SocialPostView['status'] | null): string {
  if (intent === 'publish') return socialMessages.postPublishing;
  if (editing === (intent === 'draft' ? 'Draft' : 'Scheduled')) return socialMessages.postUpdated;
  return intent === 'draft' ? socialMessages.postSaved : socialMessages.postScheduled;
}
