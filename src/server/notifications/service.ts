import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationKind } from '@/shared/notification-kinds';
import type { Notification } from '@/shared/user';
import type { Database } from '../db/database';
import { readWorkspaceRows } from '../db/workspace-reads';
import { notFound } from '../lib/service-error';
import { notifications } from './schema';

interface Scope {
  workspaceId: string;
  userId: string;
}

const ownedBy = (scope: Scope) => and(eq(notifications.workspaceId, scope.workspaceId), eq(notifications.userId, scope.userId));

/** Writes the in-app notice; senders go through notify() (notify.ts), which honours the user's preferences. */
export async function createNotification(
  db: Database,
  scope: Scope,
  message: { kind: NotificationKind; title: string; body: string; link?: string },
): Promise<void> {
  await db.insert(notifications).values({ ...scope, ...message });
}

/** The user's newest notices and unread count, kept until the workspace's notices change (db/workspace-reads.ts). */
export function listNotifications(db: Database, scope: Scope, limit: number): Promise<{ items: Notification[]; unread: number }> {
  return readWorkspaceRows(
    db,
    {
      name: 'notifications',
      tables: ['notifications'],
      workspaceId: scope.workspaceId,
      variant: `${scope.userId}|${limit}`,
      rows: (list) => list.items.length,
    },
    () => readNotifications(db, scope, limit),
  );
}

async function readNotifications(db: Database, scope: Scope, limit: number) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(ownedBy(scope)).orderBy(desc(notifications.createdAt)).limit(limit),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(ownedBy(scope), isNull(notifications.readAt))),
  ]);
  const items: Notification[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, unread: unread?.value ?? 0 };
}

export async function markAllNotificationsRead(db: Database, scope: Scope): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(scope), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Another user's notice, or none, answers 404. */
export async function markNotificationRead(db: Database, scope: Scope, id: string): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(scope), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
}
