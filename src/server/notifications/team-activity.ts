import { and, eq, ne } from 'drizzle-orm';
import { displayName } from '@/shared/auth';
import { notificationKind } from '@/shared/notification-kinds';
import { user } from '../auth/schema';
import type { Database } from '../db/database';
import { SeenOnce } from '../http/seen-once';
import type { Logger } from '../logger';
import { workspaceMembers, workspaces } from '../tenancy/schema';
import type { Notify } from './notify';
import { notificationPreferences } from './schema';

/** Changes to one thing by one member within this window make one notice: an edit, not every save. */
const coalesceSeconds = 10 * 60;

export interface TeamChange {
  workspaceId: string;
  /** Who made the change: the workspace's other members hear of it, never the member themself. */
  actorId: string;
  /** What they did, after their name: `edited the blog post “Spring menu”`. */
  did: string;
  /** Where the change is seen in the app. */
  link: string;
  /** Changes with the same key by the same member within ten minutes make one notice. */
  coalesce?: string;
}

/**
 * Team activity (ADR 016): what a member does in a shared workspace, told to its other members who
 * turned the kind on, each through notify() and so on their own channels. Never throws: the change
 * is made either way.
 */
export class TeamActivity {
  private readonly told: SeenOnce;

  constructor(private readonly deps: { db: Database; notify: Notify; logger: Logger }) {
    this.told = new SeenOnce(deps.db, { name: 'team-activity', windowSeconds: coalesceSeconds });
  }

  async tell(change: TeamChange): Promise<void> {
    try {
      const listeners = await this.listeners(change);
      if (listeners.length === 0) return;
      if (change.coalesce && !(await this.told.first(`${change.workspaceId}:${change.actorId}:${change.coalesce}`))) return;
      const [about] = await this.deps.db
        .select({ workspace: workspaces.name, name: user.name, email: user.email })
        .from(workspaces)
        .innerJoin(user, eq(user.id, change.actorId))
        .where(eq(workspaces.id, change.workspaceId));
      if (!about) return;
      const title = `${displayName(about.name, about.email)} ${change.did}`;
      const body = `${title} in ${about.workspace}.`;
      for (const userId of listeners) {
        await this.deps.notify({
          userId,
          workspaceId: change.workspaceId,
          kind: 'team_activity',
          title,
          body,
          link: change.link,
          email: { subject: title, text: body },
        });
      }
    } catch (error) {
      this.deps.logger.warn('team activity not told', { workspaceId: change.workspaceId, error: (error as Error).message });
    }
  }

  /** The other members with a channel of the kind on (their choice, else its default): one read for them all. */
  private async listeners({ workspaceId, actorId }: TeamChange): Promise<string[]> {
    const { defaults } = notificationKind('team_activity');
    const rows = await this.deps.db
      .select({ userId: workspaceMembers.userId, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
      .from(workspaceMembers)
      .leftJoin(
        notificationPreferences,
        and(eq(notificationPreferences.userId, workspaceMembers.userId), eq(notificationPreferences.kind, 'team_activity')),
      )
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), ne(workspaceMembers.userId, actorId)));
    return rows.filter((row) => (row.inApp ?? defaults.inApp) || (row.email ?? defaults.email)).map((row) => row.userId);
  }
}
