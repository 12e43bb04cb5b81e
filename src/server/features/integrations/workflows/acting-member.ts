import { and, eq, sql } from 'drizzle-orm';
import { user } from '../../../auth/schema';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { findHomeMembership } from '../../../tenancy/memberships';
import { workspaceMembers, workspaces } from '../../../tenancy/schema';

/**
 * The viewer a workflow acts as: the member who turned it on, in its workspace, with their role
 * today; null once they left the workspace or their account is gone or banned.
 */
export async function actingMember(db: Database, workspaceId: string, userId: string): Promise<Viewer | null> {
  const [row] = await db
    .select({
      workspaceName: workspaces.name,
      workspaceKind: workspaces.kind,
      role: workspaceMembers.role,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.image,
        emailVerified: user.emailVerified,
        twoFactorEnabled: user.twoFactorEnabled,
        role: user.role,
        // As sign-in reads a ban: it ends at banExpires, when one is set.
        banned: sql<boolean>`coalesce(${user.banned} and (${user.banExpires} is null or ${user.banExpires} > now()), false)`,
      },
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!row || row.user.banned) return null;
  // A Sample workspace draws on its owner's own plan, as on the screens (ADR 008).
  const home = row.workspaceKind === 'sample' ? await findHomeMembership(db, userId) : null;
  return {
    userId,
    email: row.user.email,
    fullName: row.user.name,
    image: row.user.image,
    emailVerified: row.user.emailVerified,
    twoFactorEnabled: row.user.twoFactorEnabled === true,
    isAdmin: row.user.role === 'admin',
    workspaceId,
    workspaceName: row.workspaceName,
    workspaceRole: row.role,
    allowanceWorkspaceId: home?.workspaceId ?? workspaceId,
  };
}
