// What each platform's lookup answers, and the refusals they share, in the user's words.
import { errorCodes } from '@/shared/error-codes';
import { influencerMessages as text, influencerPlatformLabels, type LookupPlatform } from '@/shared/outreach/influencers';
import { ApiCallError, type ApiRequest, type ApiResponse, type GuardedApi } from '../../../../http/guarded-api';
import { ServiceError } from '../../../../lib/service-error';

/** A profile as read from its platform's public API. */
export interface PlatformProfile {
  name: string;
  followers: number | null;
  engagementRate: number | null;
  profileUrl: string | null;
}

/** Reads the profile of a canonical handle (handles.ts); refuses with a ServiceError saying why not. */
export type ReadProfile = (handle: string) => Promise<PlatformProfile>;

export const profileNotFound = (handle: string) => new ServiceError(404, errorCodes.NOT_FOUND, text.notFound(handle));
export const platformDown = (platform: LookupPlatform) =>
  new ServiceError(502, errorCodes.ERROR, text.platformDown(influencerPlatformLabels[platform]));

/** One call to the platform: not reaching it, or a server error or rate limit there, is the platform being down. */
export async function callPlatform(api: GuardedApi, platform: LookupPlatform, request: ApiRequest): Promise<ApiResponse> {
  try {
    const response = await api.call(request);
    if (response.status >= 500 || response.status === 429) throw platformDown(platform);
    return response;
  } catch (error) {
    throw error instanceof ApiCallError ? platformDown(platform) : error;
  }
}

/** Average of the per-post ratios as a percentage, to two decimals; null without any. */
export function averagePercent(ratios: readonly number[]): number | null {
  if (ratios.length === 0) return null;
  const average = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
  return Math.round(average * 10_000) / 100;
}

/** Average interactions per recent post as a percentage of the followers; null without posts or followers. */
export function engagementOverFollowers(interactions: readonly number[], followers: number | null): number | null {
  if (!followers) return null;
  return averagePercent(interactions.map((count) => count / followers));
}
