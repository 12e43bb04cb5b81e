import type { Database } from '../../db/client';
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
