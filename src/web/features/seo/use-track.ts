import { useQueryClient } from '@tanstack/react-query';
import { type RankCountry, type RankDevice, type RankOverview, rankMessages } from '@/shared/seo/ranks';
import { isPlanRefusal } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { seoKeys } from './api/seo-keys';
import { useTrackKeywords } from './api/track-keywords';
import { addedCount } from './rank-format';
import { useRefusalToast } from './use-refusal-toast';

/** Where a keyword's position is read: a country's results, on a desktop or a phone. */
export interface TrackChoice {
  country: RankCountry;
  device: RankDevice;
}

export const defaultTrackChoice: TrackChoice = { country: 'US', device: 'desktop' };

interface TrackCallbacks {
  onTracked?: () => void;
  /** The plan has no rank tracking or no room left: the toast offers Upgrade. */
  onPlanRefusal?: () => void;
}

/**
 * Track: says how many keywords are now tracked (or that they all were already); a refusal is said
 * with the way to upgrade (Starter, or the plan's limit reached), anything else in the server's words.
 */
export function useTrack(projectId: string) {
  const queryClient = useQueryClient();
  const mutation = useTrackKeywords();
  const report = useRefusalToast();

  function track(keywords: string[], choice: TrackChoice, { onTracked, onPlanRefusal }: TrackCallbacks = {}) {
    const before = queryClient.getQueryData<RankOverview>(seoKeys.ranks(projectId))?.keywords;
    mutation.mutate(
      { projectId, keywords, ...choice },
      {
        onSuccess: (overview) => {
          const added = addedCount(before, overview.keywords, keywords.length);
          if (added === 0) toast.message(rankMessages.alreadyTracked);
          else toast.success(rankMessages.keywordsAdded(added));
          onTracked?.();
        },
        onError: (error) => {
          report(error, rankMessages.trackFailed);
          if (isPlanRefusal(error)) onPlanRefusal?.();
        },
      },
    );
  }

  return { track, tracking: mutation.isPending };
}
