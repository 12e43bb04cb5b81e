import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { accountMessages } from '@/shared/account/account';
import type { Auth } from '../../sign-in/auth';
import { user } from '../../auth/schema';
import { findCurrentSubscription } from '../../billing/current-subscription';
import type { Database } from '../../db/database';
import { type FileStore, workspacePrefix } from '../../files';
import { ServiceError } from '../../lib/service-error';
import { workspaceMembers, workspaces } from '../../tenancy/schema';

interface OwnedWorkspace {
  id: string;
  name: string;
  /** Members besides the owner. */
  others: number;
}

/** The workspaces the user owns, with how many other people are members of each. */
export async function ownedWorkspaces(db: Pick<Database, 'select'>, userId: string): Promise<OwnedWorkspace[]> {
  const owned = await db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')));
  if (owned.length === 0) return [];
  const members = await db
    .select({ workspaceId: workspaceMembers.workspaceId, value: count() })
    .from(workspaceMembers)
    .where(
      and(
        inArray(
          workspaceMembers.workspaceId,
          owned.map((workspace) => workspace.id),
        ),
        ne(workspaceMembers.userId, userId),
      ),
    )
    .groupBy(workspaceMembers.workspaceId);
  return owned.map((workspace) => ({ ...workspace, others: members.find((row) => row.workspaceId === workspace.id)?.value ?? 0 }));
}

/**
 * Deletes the account and the workspaces only its owner works in, with everything in them. Refused
 * while the user is the last admin, owns a workspace other people work in (hand it over first), or
 * one of the workspaces to go still pays for a subscription that renews.
 */
export interface AccountDeletionDeps {
  db: Database;
  auth: Auth;
  /** Users' files, each workspace's under its id: the deleted workspaces' go with them. */
  files: FileStore;
  /** Drops what the process keeps of a user or a workspace once they are gone. */
  forgetUser(userId: string): void;
  forgetWorkspace(workspaceId: string): void;
}

export async function deleteAccount(deps: AccountDeletionDeps, userId: string, headers: Headers, password: string) {
  const { db, auth } = deps;
  const valid = await auth.api.verifyPassword({ headers, body: { password } }).catch(() => null);
  if (!valid) throw new ServiceError(400, 'WRONG_PASSWORD', accountMessages.currentPasswordWrong);

  const [account] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  if (account?.role === 'admin') {
    const [admins] = await db.select({ value: count() }).from(user).where(eq(user.role, 'admin'));
    if ((admins?.value ?? 0) <= 1) throw new ServiceError(409, 'LAST_ADMIN', accountMessages.lastAdminCannotLeave);
  }

  const owned = await ownedWorkspaces(db, userId);
  refuseShared(owned);
  const paying = [];
  for (const workspace of owned) {
    const subscription = await findCurrentSubscription(db, workspace.id);
    if (subscription && !subscription.cancelAtPeriodEnd) paying.push(workspace);
  }
  if (paying.length > 0) throw new ServiceError(409, 'SUBSCRIPTION_ACTIVE', accountMessages.cancelSubscriptionFirst(names(paying)));

  const ownedIds = owned.map((workspace) => workspace.id);
  await db.transaction(async (tx) => {
    if (ownedIds.length > 0) {
      // Locked, so nobody joins one of them (an invitation accepted now) between the check and the delete.
      await tx.select({ id: workspaces.id }).from(workspaces).where(inArray(workspaces.id, ownedIds)).for('update');
      refuseShared(await ownedWorkspaces(tx, userId));
      await tx.delete(workspaces).where(inArray(workspaces.id, ownedIds));
    }
    // Workspaces the user made and handed over name their creator, and would go with the account:
    // their owner becomes their creator.
    await tx.execute(sql`
      update ${workspaces} set created_by = owner.user_id
      from ${workspaceMembers} owner
      where owner.workspace_id = ${workspaces.id} and owner.role = 'owner' and ${workspaces.createdBy} = ${userId}`);
    await tx.delete(user).where(eq(user.id, userId));
  });
  deps.forgetUser(userId);
  for (const id of ownedIds) {
    deps.forgetWorkspace(id);
    await deps.files.deletePrefix(workspacePrefix(id));
  }
}

function refuseShared(owned: readonly OwnedWorkspace[]): void {
  const shared = owned.filter((workspace) => workspace.others > 0);
  if (shared.length > 0) {
    throw new ServiceError(409, 'WORKSPACES_TO_HAND_OVER', accountMessages.handOverFirst(names(shared)), {
      workspaces: shared.map(({ id, name }) => ({ id, name })),
    });
  }
}

function names(list: readonly { name: string }[]): string {
  return list.map((workspace) => `“${workspace.name}”`).join(', ');
}
