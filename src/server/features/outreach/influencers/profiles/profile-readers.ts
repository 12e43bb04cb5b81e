import type { LookupPlatform } from '@/shared/outreach/influencers';
import type { GuardedApi } from '../../../../http/guarded-api';
import type { ApiKeySettings } from '../../../../settings/service';
import { blueskyAppViewOrigin, blueskyProfiles } from './bluesky';
import { instanceOrigins, mastodonProfiles } from './mastodon';
import type { ReadProfile } from './platform-profile';
import { youtubeDataOrigin, youtubeProfiles } from './youtube';

/** Each lookup platform's reader, through the SSRF-safe client: a Mastodon instance is a host the user names. */
export type ProfileReaders = Readonly<Record<LookupPlatform, ReadProfile>>;

/** `originsForTests`: local fakes for 'mastodon-instances', 'bluesky-appview' and 'youtube-data'. */
export function createProfileReaders(deps: {
  api: GuardedApi;
  apiKeys: Pick<ApiKeySettings, 'get'>;
  originsForTests: Readonly<Record<string, string>>;
}): ProfileReaders {
  const { api, apiKeys, originsForTests } = deps;
  return {
    mastodon: mastodonProfiles(api, instanceOrigins(originsForTests['mastodon-instances'])),
    bluesky: blueskyProfiles(api, originsForTests['bluesky-appview'] ?? blueskyAppViewOrigin),
    youtube: youtubeProfiles(api, originsForTests['youtube-data'] ?? youtubeDataOrigin, () => apiKeys.get('YOUTUBE_API_KEY')),
  };
}
