import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { Notice, Notify } from '../../notifications/notify';
import { requireMembership } from '../../tenancy/memberships';

/**
 * Tells whoever connected an account or wrote a post, while they still belong to its workspace (one
 * who left hears nothing more of it). A notice that cannot be sent is logged: the work it reports on
 * is done either way.
 */
export async function noticeToMember(deps: { db: Database; notify: Notify; logger: Logger }, notice: Notice): Promise<void> {
  try {
    await requireMembership(deps.db, notice.userId, notice.workspaceId);
  } catch {
    return;
  }
  await deps
    .notify(notice)
    .catch((error: Error) => deps.logger.warn('social notice not sent', { kind: notice.kind, error: error.message }));
}
