import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification } from '@/shared/user';
import type { Database } from '../db/database';
import { notifications } from './schema';

interface Scope {
  workspaceId: string;
  userId: string;
}

const ownedBy = (scope: Scope) =>
  and(eq(notifications.workspaceId, scope.workspaceId), eq(notifications.userId, scope.userId));

export async function createNotification(
  db: Database,
  scope: Scope,
  message: { title: string; body: string; link?: string; kind?: string },
): Promise<void> {
  await db.insert(notifications).values({ ...scope, ...message });
}

export async function listNotifications(db: Database, scope: Scope, limit: number) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(ownedBy(scope)).orderBy(desc(notifications.createdAt)).limit(limit),
    db.select({ value: count() }).from(notifications).where(and(ownedBy(scope), isNull(notifications.readAt))),
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

/** Answers false when the notification is not the caller's, so the route can say 404. */
export async function markNotificationRead(db: Database, scope: Scope, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(scope), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}
