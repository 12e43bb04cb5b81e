import { type AuditStatus, seoMessages } from '@/shared/seo/seo';
import { ApiError } from '@/web/lib/api-client';

/** A queued job (an audit, a competitor analysis, a search for link opportunities). */
interface Job {
  status: AuditStatus;
  createdAt: string;
}

/**
 * The audit (or competitor analysis) the screen shows: the one it follows, unless the latest the
 * server lists is a later one (a scan another member or the weekly crawl started). The followed one
 * is polled, so it is the fresher copy of the same job.
 */
export function shownAudit<T extends Job>(followed: T | undefined, latest: T | null): T | null {
  if (!followed) return latest;
  if (!latest) return followed;
  return latest.createdAt > followed.createdAt ? latest : followed;
}

/** A start the server refused: a scan of the site already under way is followed instead; anything else is said. */
export type StartRefusal = { follow: string; message: string } | { follow: null; message: string };

export function startRefusal(error: unknown): StartRefusal {
  if (!(error instanceof ApiError)) return { follow: null, message: seoMessages.scanFailed };
  const running = error.details?.auditId;
  if (error.status === 409 && typeof running === 'string') return { follow: running, message: error.message || seoMessages.scanUnderWay };
  // A refusal says why (the address, too many scans, a Viewer's role); a failure of the server does not.
  return { follow: null, message: error.status < 500 && error.message ? error.message : seoMessages.scanFailed };
}
