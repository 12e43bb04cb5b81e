import { toast } from '@/web/lib/toast';
import { ApiError } from '@/web/lib/api-client';

/** Where a 409 names the job already under way: an audit, a competitor analysis or a link search. */
export type UnderWayKey = 'auditId' | 'analysisId' | 'searchId';

/** A start refused because one is under way: the id of that one, to follow instead; else null. */
export function underWayId(error: unknown, key: UnderWayKey): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const id = error.details?.[key];
  return typeof id === 'string' ? id : null;
}

/** A failed start: follow the job already under way (saying so), or report why it was refused. */
export function followOrReport(
  error: unknown,
  job: {
    key: UnderWayKey;
    underWayText: string;
    failedText: string;
    follow(id: string): void;
    report(error: unknown, fallback: string): void;
  },
): void {
  const running = underWayId(error, job.key);
  if (running === null) {
    job.report(error, job.failedText);
    return;
  }
  toast.message(job.underWayText);
  job.follow(running);
}
