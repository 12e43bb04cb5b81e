import { desc, eq } from 'drizzle-orm';
import type { UserEvent } from '@/shared/dashboard';
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
