import { asc, count, eq } from 'drizzle-orm';
import type { WorkspaceRole } from '@/shared/user';
import type { Database } from '../../db/client';
import { workspaceMembers, workspaces } from './schema';

export interface Membership {
  workspaceId: string;
  workspaceName: string;
  role: WorkspaceRole;
}

/** Every new account starts in a workspace of its own, as its Owner. */
export async function createPersonalWorkspace(db: Database, owner: { id: string; name: string; email: string }) {
  const label = owner.name.trim() || owner.email.split('@')[0] || 'My';
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: `${label}'s workspace`, kind: 'personal', createdBy: owner.id })
    .returning();
  if (!workspace) throw new Error('Workspace was not created');
  await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: owner.id, role: 'owner' });
  return workspace;
}

/** The workspace a request acts in: the user's oldest membership (their personal workspace). */
export async function findCurrentMembership(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ workspaceId: workspaces.id, workspaceName: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  return row ?? null;
}

export async function countMembers(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.value ?? 0;
}
