import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, retryFailuresOnce } from './api-client';

/** A long job's record as the server's TrackedJob keeps it (ADR 015, "Jobs: one helper"). */
export interface JobRecord {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
}

export function isUnderWay<T extends Pick<JobRecord, 'status'>>(job: T | null | undefined): job is T & { status: 'queued' | 'running' } {
  return job?.status === 'queued' || job?.status === 'running';
}

/** A refusal (the job gone, the user signed out) ends the polling; a network blip or a server failure does not. */
const refused = (error: unknown) => error instanceof ApiError && error.status < 500;

/**
 * The query that follows one job: asked every `pollMs` while it is queued or running, never again once
 * it ended or was refused. Each job keeps its own key, so a start can seed it with the record it got.
 */
export function trackedJobQueryOptions<T extends JobRecord>({
  queryKey,
  fetchJob,
  pollMs = 1_000,
}: {
  queryKey: QueryKey;
  fetchJob: () => Promise<T>;
  pollMs?: number;
}) {
  return queryOptions({
    queryKey,
    queryFn: fetchJob,
    retry: retryFailuresOnce,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (refused(error)) return false;
      return data === undefined || isUnderWay(data) ? pollMs : false;
    },
  });
}

interface TrackedJobHookOptions<T extends JobRecord> {
  /** False while there is no job to follow: nothing is asked. */
  enabled?: boolean;
  /** The record already in hand (the start's answer), shown before the first poll. */
  initialData?: T;
  /** Runs when a job the hook saw queued or running ends, with its final record. */
  onEnd?: (job: T) => void;
}

/** Follows a long job until it ends; `progress` is the record's percentage when it carries one. */
export function useTrackedJob<T extends JobRecord>(
  options: ReturnType<typeof trackedJobQueryOptions<T>>,
  { enabled = true, initialData, onEnd }: TrackedJobHookOptions<T> = {},
) {
  const query = useQuery({ ...options, enabled, initialData });
  const job = enabled ? query.data : undefined;
  useEndOf(job, onEnd);
  const progress = job && 'progress' in job && typeof job.progress === 'number' ? job.progress : null;
  return { query, job, underWay: isUnderWay(job), ended: job !== undefined && !isUnderWay(job), refused: refused(query.error), progress };
}

/**
 * Calls `onEnd` when a job seen under way is seen ended. A job that had already ended when first read is
 * history (a panel opened again, a project chosen again): its end was reported, or was never watched.
 */
function useEndOf<T extends JobRecord>(job: T | undefined, onEnd: ((job: T) => void) | undefined) {
  const watching = useRef(new Set<string>());
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  });
  useEffect(() => {
    if (!job) return;
    if (isUnderWay(job)) {
      watching.current.add(job.id);
    } else if (watching.current.delete(job.id)) {
      latestOnEnd.current?.(job);
    }
  }, [job]);
}
