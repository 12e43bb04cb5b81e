import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { user } from '../auth/schema';
import { recordUserEvent } from '../events/service';
import type { Notify } from '../notifications/notify';
import { createPersonalWorkspace } from '../tenancy/memberships';

/**
 * Runs once per new account: the first account on a fresh instance becomes admin, and every account
 * gets its personal workspace, a first activity entry and a welcome notification.
 */
export async function onboardNewUser(db: Database, notify: Notify, account: { id: string; name: string; email: string }) {
  await db
    .update(user)
    .set({ role: 'admin' })
    // The oldest account, rather than "the only one", so two sign-ups racing on a fresh instance
    // still leave exactly one admin.
    .where(sql`${user.id} = ${account.id} and ${user.id} = (select id from ${user} order by created_at, id limit 1)`);

  const workspace = await createPersonalWorkspace(db, account);
  const scope = { workspaceId: workspace.id, userId: account.id };
  await recordUserEvent(db, {
    ...scope,
    type: 'account_created',
    description: `Account created for ${account.email}`,
  });
  // In-app only (no e-mail form): the account kind cannot be turned off (ADR 016).
  await notify({
    ...scope,
    kind: 'account',
    title: 'Welcome to Uplift',
    body: 'Run Smart Setup to analyze your website and get keyword and content suggestions.',
    link: '/setup',
  });
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role === 'admin';
}
