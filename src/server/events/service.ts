import { and, desc, eq, gt } from 'drizzle-orm';
import type { UserEvent } from '@/shared/events';
import { type VisitedScreen, screenVisits } from '@/shared/screen-visits';
import type { Database } from '../db/database';
import { userEvents } from './schema';

export interface NewUserEvent {
  workspaceId: string;
  userId: string;
  type: string;
  description: string;
  data?: Record<string, unknown>;
}

export async function recordUserEvent(db: Database, event: NewUserEvent): Promise<void> {
  await db.insert(userEvents).values({
    workspaceId: event.workspaceId,
    createdBy: event.userId,
    eventType: event.type,
    description: event.description,
    eventData: event.data ?? {},
  });
}

export async function listUserEvents(db: Database, workspaceId: string, limit: number): Promise<UserEvent[]> {
  const rows = await db
    .select()
    .from(userEvents)
    .where(eq(userEvents.workspaceId, workspaceId))
    .orderBy(desc(userEvents.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    type: row.eventType,
    description: row.description,
    data: row.eventData,
    createdAt: row.createdAt.toISOString(),
  }));
}

const visitInterval = 60 * 60 * 1000;

/** Records that the user opened a screen, unless they already did within the hour. */
export async function recordScreenVisit(
  db: Database,
  scope: { workspaceId: string; userId: string },
  screen: VisitedScreen,
): Promise<void> {
  const { type, description } = screenVisits[screen];
  const [recent] = await db
    .select({ id: userEvents.id })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.workspaceId, scope.workspaceId),
        eq(userEvents.createdBy, scope.userId),
        eq(userEvents.eventType, type),
        gt(userEvents.createdAt, new Date(Date.now() - visitInterval)),
      ),
    )
    .limit(1);
  if (!recent) await recordUserEvent(db, { ...scope, type, description });
}
