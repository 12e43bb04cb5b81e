import type { Database } from '../db/database';
import { recordUserEvent } from '../events/service';
import { findCurrentMembership } from '../tenancy/memberships';

/** better-auth endpoints whose success is an event in the user's current workspace. */
export const accountEvents: Readonly<Record<string, { type: string; description: string }>> = {
  '/update-user': { type: 'profile_updated', description: 'Updated the profile' },
  '/change-password': { type: 'password_changed', description: 'Changed the password' },
};

export async function recordAccountEvent(db: Database, userId: string, path: string): Promise<void> {
  const event = accountEvents[path];
  const membership = event && (await findCurrentMembership(db, userId));
  if (event && membership) await recordUserEvent(db, { workspaceId: membership.workspaceId, userId, ...event });
}
