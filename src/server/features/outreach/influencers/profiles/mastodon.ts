// A Mastodon account by its handle, from its own instance's public REST API (no sign-in needed).
import { z } from 'zod';
import type { GuardedApi } from '../../../../http/guarded-api';
import { mastodonAccount } from '../handles';
import { callPlatform, engagementOverFollowers, platformDown, profileNotFound, type ReadProfile } from './platform-profile';

const accountShape = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string(),
  url: z.string().nullish(),
  followers_count: z.number().int().min(0),
});
const statusesShape = z.array(
  z.object({ favourites_count: z.number().int(), reblogs_count: z.number().int(), replies_count: z.number().int() }),
);

/**
 * `instanceOrigin`: where an instance's API is answered; https://<instance> but in tests, where one
 * local fake serves every instance (each name resolving to loopback).
 */
export function mastodonProfiles(api: GuardedApi, instanceOrigin: (instance: string) => string): ReadProfile {
  return async (handle) => {
    const { user, instance } = mastodonAccount(handle) ?? {};
    if (!user || !instance) throw profileNotFound(handle);
    const origin = instanceOrigin(instance);
    const found = await callPlatform(api, 'mastodon', { method: 'GET', url: `${origin}/api/v1/accounts/lookup`, query: { acct: user } });
    if (found.status === 404 || found.status === 410) throw profileNotFound(handle);
    const account = accountShape.safeParse(found.json);
    if (found.status !== 200 || !account.success) throw platformDown('mastodon');

    const recent = await callPlatform(api, 'mastodon', {
      method: 'GET',
      url: `${origin}/api/v1/accounts/${encodeURIComponent(account.data.id)}/statuses`,
      query: { limit: '20', exclude_replies: 'true', exclude_reblogs: 'true' },
    });
    // An instance may keep its posts to signed-in readers: the followers still count, engagement is '—'.
    const statuses = recent.status === 200 ? (statusesShape.safeParse(recent.json).data ?? []) : [];
    const followers = account.data.followers_count;
    return {
      name: account.data.display_name.trim() || account.data.username,
      followers,
      engagementRate: engagementOverFollowers(
        statuses.map((status) => status.favourites_count + status.reblogs_count + status.replies_count),
        followers,
      ),
      profileUrl: account.data.url ?? `https://${instance}/@${user}`,
    };
  };
}

/** https://<instance>; in tests the fake's scheme and port, the instance's own name kept for its Host. */
export function instanceOrigins(testOrigin: string | undefined): (instance: string) => string {
  if (!testOrigin) return (instance) => `https://${instance}`;
  const fake = new URL(testOrigin);
  return (instance) => `${fake.protocol}//${instance}:${fake.port}`;
}
