// The one spelling of each handle, so "@Ada@Mastodon.social" and "https://mastodon.social/@ada" are
// the same person, and the lookups get what their platform's API takes.
import { type InfluencerPlatform, influencerMessages as text, type LookupPlatform, lookupPlatforms } from '@/shared/outreach/influencers';

export interface CanonicalHandle {
  /** As shown: @user@instance, user.bsky.social, @channel; elsewhere as typed. */
  handle: string;
  /** As compared: lower case, without the leading @. */
  key: string;
}

const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const mastodonUser = /^\w+$/;
const youtubeName = /^[\w.-]{3,30}$/;

/** The handle's one spelling, or why not: a lookup platform's handle must have the shape its API takes. */
export function canonicalHandle(platform: InfluencerPlatform, typed: string): CanonicalHandle | string {
  const raw = typed.trim();
  if (platform === 'mastodon') {
    const account = mastodonAccount(raw);
    if (!account) return text.handleShape.mastodon;
    return { handle: `@${account.user}@${account.instance}`, key: `${account.user}@${account.instance}`.toLowerCase() };
  }
  if (platform === 'bluesky') {
    const handle = (profilePath(raw, 'bsky.app', /^\/profile\/([^/]+)\/?$/) ?? raw).replace(/^@/, '').toLowerCase();
    return hostName.test(handle) ? { handle, key: handle } : text.handleShape.bluesky;
  }
  if (platform === 'youtube') {
    const name = (profilePath(raw, 'youtube.com', /^\/@([^/]+)\/?$/) ?? raw).replace(/^@/, '');
    return youtubeName.test(name) ? { handle: `@${name}`, key: name.toLowerCase() } : text.handleShape.youtube;
  }
  return { handle: raw, key: raw.replace(/^@/, '').toLowerCase() };
}

export function isLookupPlatform(platform: InfluencerPlatform): platform is LookupPlatform {
  return (lookupPlatforms as readonly string[]).includes(platform);
}

/** @user@instance, user@instance, or the profile's address https://instance/@user. */
export function mastodonAccount(handle: string): { user: string; instance: string } | null {
  const fromUrl = /^https?:\/\/([^/]+)\/@(\w+)\/?$/i.exec(handle);
  const parts = fromUrl ? [fromUrl[2], fromUrl[1]] : handle.replace(/^@/, '').split('@');
  const [name, host] = parts;
  if (parts.length !== 2 || !name || !host || !mastodonUser.test(name) || !hostName.test(host.toLowerCase())) return null;
  return { user: name, instance: host.toLowerCase() };
}

/** The part of a profile's address on `site` (or its www.) that names the user, when `typed` is one. */
function profilePath(typed: string, site: string, path: RegExp): string | null {
  try {
    const url = new URL(typed);
    if (url.hostname !== site && url.hostname !== `www.${site}`) return null;
    return path.exec(url.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}
