// The workspace's activity: what its members did, as the dashboard's Recent Activity lists it.
import { z } from 'zod';

/** GET /api/events: the newest first, 50 unless asked (the dashboard asks for 10). */
export const eventListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/** One recorded action of a member. */
export interface UserEvent {
  id: string;
  type: string;
  description: string;
  data: Record<string, unknown>;
  createdAt: string;
}
