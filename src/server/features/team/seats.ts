import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workspaceMembers } from '../../tenancy/schema';
import type { UsageCounter } from '../../usage/meter';
import { workspaceInvitations } from './schema';

/** Open invitations whose link still works: each holds a seat until it is accepted, revoked or expires. */
export const holdsSeat = (now = new Date()) =>
  and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt), gt(workspaceInvitations.expiresAt, now));

/**
 * The plan's team-member figure: members plus invitations still waiting for an answer, so a starter
 * workspace cannot send ten invitations for its one seat. Its owner is always one of the members.
 */
export const teamSeatsCounter: UsageCounter = {
  key: 'teamMembers',
  async count(db: Database, workspaceId: string) {
    const [[members], [invitations]] = await Promise.all([
      db.select({ value: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId)),
      db
        .select({ value: count() })
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.workspaceId, workspaceId), holdsSeat())),
    ]);
    return Math.max(members?.value ?? 0, 1) + (invitations?.value ?? 0);
  },
};
