import type { ContentItem } from '@/shared/content/content';
import type { BlogToSocialSettings } from '@/shared/integrations/workflows';
import {
  type GeneratedSocialPost,
  type SocialAccount,
  type SocialBestTimes,
  type SocialNetwork,
  socialNetworkLabels,
  textLength,
  textLimits,
} from '@/shared/social/social';
import type { SelfApiAnswer, SelfApiClient } from '../../../http/self-api';
import type { RunLog } from './run-log';

/** Networks whose posts must carry an image or a video: a blog post's text alone cannot go there. */
const needsMedia: ReadonlySet<SocialNetwork> = new Set(['instagram', 'tiktok', 'youtube']);

export const takesTextPosts = (network: SocialNetwork) => !needsMedia.has(network);

/** A step the workflow cannot go past: the run fails with this reason. */
export class WorkflowStop extends Error {}

/** Why Uplift's API refused a call, in its own words. */
export const reasonOf = (answer: SelfApiAnswer) =>
  (answer.body as { error?: { message?: string } } | null)?.error?.message ?? `Uplift answered ${answer.status}`;

/**
 * Blog to Social: a published blog post becomes one social post for the chosen accounts, its text
 * written by the AI writer for each network within its limit, with the post's address when it fits;
 * saved as a draft, or scheduled at the workspace's best time to post. It acts through Uplift's own API
 * as the member who turned it on, so their role, their plan's generations and the Social Engine's own
 * rules apply.
 */
export async function blogToSocial(
  uplift: SelfApiClient,
  settings: BlogToSocialSettings,
  published: { contentId: string; url: string | null },
  log: RunLog,
  now: Date,
): Promise<void> {
  const item = await uplift.call<ContentItem>('GET', `/api/content/${published.contentId}`);
  if (!item.ok || item.body.type !== 'blog') throw new WorkflowStop(`The blog post could not be read: ${reasonOf(item)}`);
  await log.step('Read the blog post', 'done', item.body.title);

  const accounts = await uplift.call<{ accounts: SocialAccount[] }>('GET', '/api/social/accounts');
  if (!accounts.ok) throw new WorkflowStop(`The social accounts could not be read: ${reasonOf(accounts)}`);
  const chosen = accounts.body.accounts.filter((account) => settings.accountIds.includes(account.id));
  const usable = chosen.filter((account) => account.status === 'Connected' && takesTextPosts(account.network));
  const left = chosen.filter((account) => !usable.includes(account));
  if (left.length) {
    await log.step('Left out accounts', 'skipped', left.map((account) => `${account.username}: ${leftOutReason(account)}`).join('; '));
  }
  if (usable.length === 0) throw new WorkflowStop('None of the chosen accounts is connected and takes text posts.');

  const networks = [...new Set(usable.map((account) => account.network))];
  const written = await uplift.call<{ posts: GeneratedSocialPost[] }>('POST', '/api/social/generate', {
    topic: item.body.title.slice(0, 200),
    networks,
  });
  if (!written.ok) throw new WorkflowStop(`The posts could not be written: ${reasonOf(written)}`);
  await log.step('Wrote the posts', 'done', networks.map((network) => socialNetworkLabels[network]).join(', '));

  const textFor = (network: SocialNetwork) =>
    withAddress(network, written.body.posts.find((post) => post.network === network)?.content ?? '', published.url);
  const scheduledAt = settings.timing === 'best_time' ? await bestTime(uplift, log, now) : null;
  const [first, ...rest] = usable;
  const saved = await uplift.call<{ id: string }>('POST', '/api/social/posts', {
    content: textFor(first!.network),
    accountIds: usable.map((account) => account.id),
    overrides: Object.fromEntries(rest.map((account) => [account.id, textFor(account.network)])),
    scheduledAt,
  });
  if (!saved.ok) throw new WorkflowStop(`The post could not be saved: ${reasonOf(saved)}`);
  await log.step(
    scheduledAt ? 'Scheduled the post' : 'Saved the post as a draft',
    'done',
    scheduledAt ?? usable.map((account) => account.username).join(', '),
  );
}

function leftOutReason(account: SocialAccount): string {
  if (!takesTextPosts(account.network)) return `${socialNetworkLabels[account.network]} needs an image or a video`;
  return account.statusReason ?? 'disconnected';
}

/** The post's text with the blog post's address after it, when the network's limit leaves room. */
function withAddress(network: SocialNetwork, text: string, url: string | null): string {
  if (!url || text.includes(url)) return text;
  const joined = `${text}\n\n${url}`;
  return textLength(network, joined) <= textLimits[network].maxLength ? joined : text;
}

/** The next hour the workspace's posts do best (UTC), at least a quarter of an hour from now; null while too few posts tell. */
async function bestTime(uplift: SelfApiClient, log: RunLog, now: Date): Promise<string | null> {
  const answer = await uplift.call<SocialBestTimes>('GET', '/api/social/best-times?tz=UTC');
  const best = answer.ok ? answer.body.best : null;
  if (!best) {
    await log.step('Chose the time', 'skipped', 'Too few published posts yet to know the best time: the post waits as a draft.');
    return null;
  }
  const at = new Date(now);
  at.setUTCMinutes(0, 0, 0);
  at.setUTCHours(best.hour);
  at.setUTCDate(at.getUTCDate() + ((best.weekday - at.getUTCDay() + 7) % 7));
  if (at.getTime() < now.getTime() + 15 * 60_000) at.setUTCDate(at.getUTCDate() + 7);
  return at.toISOString();
}
