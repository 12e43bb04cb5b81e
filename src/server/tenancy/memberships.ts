import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '@/shared/user';
import type { WorkspaceKind, WorkspaceSummary } from '@/shared/workspaces';
import type { Database } from '../db/database';
import { notFound } from '../lib/service-error';
import { userWorkspacePreferences, workspaceMembers, workspaces } from './schema';
import { isUuid } from '../lib/ids';

export interface Membership {
  workspaceId: string;
  workspaceName: string;
  workspaceKind: WorkspaceKind;
  role: WorkspaceRole;
}

export const membershipColumns = {
  workspaceId: workspaces.id,
  workspaceName: workspaces.name,
  workspaceKind: workspaces.kind,
  role: workspaceMembers.role,
};

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

/**
 * The workspace a request acts in: the one the user last chose while they are still a member of it,
 * else their oldest membership (their personal workspace). One query either way.
 */
export async function findCurrentMembership(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(userWorkspacePreferences, eq(userWorkspacePreferences.userId, workspaceMembers.userId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`coalesce(${workspaces.id} = ${userWorkspacePreferences.currentWorkspaceId}, false) desc`, asc(workspaceMembers.createdAt))
    .limit(1);
  return row ?? null;
}

/** The user's own oldest workspace that is not a sample: where their billing lives. */
export async function findHomeMembership(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), ne(workspaces.kind, 'sample')))
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  return row ?? null;
}

/** The user's membership of one workspace; 404 for an id that is not one of theirs. */
export async function requireMembership(db: Database, userId: string, workspaceId: string): Promise<Membership> {
  if (!isUuid(workspaceId)) throw notFound();
  const [row] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)));
  if (!row) throw notFound();
  return row;
}

/** Every workspace the user belongs to, oldest membership first, marking the one they act in. */
export async function listWorkspaces(db: Database, userId: string, currentId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt));
  return rows.map((row) => ({
    id: row.workspaceId,
    name: row.workspaceName,
    kind: row.workspaceKind,
    role: row.role,
    isCurrent: row.workspaceId === currentId,
  }));
}

/** Remembers the user's choice; the caller drops their cached sessions so the next request uses it. */
export async function rememberCurrentWorkspace(db: Pick<Database, 'insert'>, userId: string, workspaceId: string) {
  await db
    .insert(userWorkspacePreferences)
    .values({ userId, currentWorkspaceId: workspaceId })
    .onConflictDoUpdate({
      target: userWorkspacePreferences.userId,
      set: { currentWorkspaceId: workspaceId, updatedAt: new Date() },
    });
}

/** Whether two users are members of one workspace: who may see another's profile photo. */
export async function sharesWorkspace(db: Database, userId: string, otherUserId: string): Promise<boolean> {
  const other = db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, otherUserId));
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), inArray(workspaceMembers.workspaceId, other)))
    .limit(1);
  return row !== undefined;
}
