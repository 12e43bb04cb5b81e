import type { ApiKeyName } from '@/shared/api-keys';
import type { OAuthSocialNetwork } from '@/shared/social/social';
import type { ApiKeySettings } from '../../../settings/service';
import type { OAuthAppCredentials } from '../networks/oauth-networks';

/** Which of Admin → API Keys hold each network's OAuth app. */
const appKeyNames: Record<OAuthSocialNetwork, { clientId: ApiKeyName; clientSecret: ApiKeyName }> = {
  twitter: { clientId: 'TWITTER_CLIENT_ID', clientSecret: 'TWITTER_CLIENT_SECRET' },
  linkedin: { clientId: 'LINKEDIN_CLIENT_ID', clientSecret: 'LINKEDIN_CLIENT_SECRET' },
  facebook: { clientId: 'FACEBOOK_APP_ID', clientSecret: 'FACEBOOK_APP_SECRET' },
  instagram: { clientId: 'INSTAGRAM_APP_ID', clientSecret: 'INSTAGRAM_APP_SECRET' },
  tiktok: { clientId: 'TIKTOK_CLIENT_KEY', clientSecret: 'TIKTOK_CLIENT_SECRET' },
  youtube: { clientId: 'YOUTUBE_CLIENT_ID', clientSecret: 'YOUTUBE_CLIENT_SECRET' },
};

/** The operator's app for a network, or null while either key is missing. */
export async function appCredentials(apiKeys: ApiKeySettings, network: OAuthSocialNetwork): Promise<OAuthAppCredentials | null> {
  const names = appKeyNames[network];
  const [clientId, clientSecret] = await Promise.all([apiKeys.get(names.clientId), apiKeys.get(names.clientSecret)]);
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}
