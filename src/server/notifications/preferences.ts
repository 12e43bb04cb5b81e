import { and, eq, sql } from 'drizzle-orm';
import {
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferenceUpdate,
  notificationKind,
  notificationKinds,
  notificationMessages,
} from '@/shared/notification-kinds';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
import { notificationPreferences } from './schema';

/**
 * Every kind with the user's choice, else its default. Preferences are the user's own, across their
 * workspaces. A locked kind always answers its default, whatever an old row says.
 */
export async function preferencesOf(db: Database, userId: string): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return notificationKinds.map((kind) => {
    const row = 'locked' in kind ? undefined : chosen.get(kind.id);
    return {
      kind: kind.id,
      label: kind.label,
      description: kind.description,
      inApp: row?.inApp ?? kind.defaults.inApp,
      email: row?.email ?? kind.defaults.email,
      changeable: !('locked' in kind),
    };
  });
}

/** The channels one kind goes out on for this user. */
export async function preferenceFor(db: Database, userId: string, kind: NotificationKind): Promise<{ inApp: boolean; email: boolean }> {
  const definition = notificationKind(kind);
  if (definition.locked) return definition.defaults;
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row ?? definition.defaults;
}

/**
 * Stores the user's choices. Turning a locked kind off is refused (400) before anything is written;
 * sending a locked kind as it is (the whole list back) is accepted and stores nothing.
 */
export async function updatePreferences(db: Database, userId: string, updates: readonly NotificationPreferenceUpdate[]): Promise<void> {
  const changeable: NotificationPreferenceUpdate[] = [];
  for (const update of updates) {
    const definition = notificationKind(update.kind);
    if (!definition.locked) changeable.push(update);
    else if (update.inApp !== definition.defaults.inApp || update.email !== definition.defaults.email) {
      throw new ServiceError(400, 'VALIDATION_FAILED', notificationMessages.locked(definition.label));
    }
  }
  // One row per kind: when a list names a kind twice, the last one counts.
  const byKind = new Map(changeable.map((update) => [update.kind, update]));
  if (byKind.size === 0) return;
  await db
    .insert(notificationPreferences)
    .values([...byKind.values()].map((update) => ({ userId, ...update, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
    });
}
