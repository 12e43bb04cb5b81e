import { type JobRecord, isUnderWay, type trackedJobQueryOptions, useTrackedJob } from '@/web/lib/use-tracked-job';

/**
 * The job an SEO tab follows: one under way that the screen lists (after a reload, or started by another
 * member), else the one the user started (`followedId`), polled until it ends; `onEnd` lets the tab read
 * its lists again and say a failure.
 */
export function useFollowedJob<T extends JobRecord>(
  jobQuery: (id: string) => ReturnType<typeof trackedJobQueryOptions<T>>,
  followedId: string | null,
  latest: T | null,
  onEnd: (job: T) => void,
): T | undefined {
  const watchedId = isUnderWay(latest) ? latest.id : followedId;
  return useTrackedJob(jobQuery(watchedId ?? ''), { enabled: watchedId !== null, onEnd }).job;
}
