// The workspace's activity: what its members did, as the dashboard's Recent Activity lists it.

/** One recorded action of a member. */
export interface UserEvent {
  id: string;
  type: string;
  description: string;
  data: Record<string, unknown>;
  createdAt: string;
}
