import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { displayName } from '@/shared/auth';
import { getPlan } from '@/shared/plans';
import { type InvitableRole, type TeamMember, type TeamOverview, teamMessages } from '@/shared/team/team';
import { user } from '../../auth/schema';
import type { SessionCache } from '../../auth/session-cache';
import type { WorkspacePlans } from '../../billing/workspace-plan';
import type { Database } from '../../db/database';
import { recordUserEvent } from '../../events/service';
import type { Logger } from '../../logger';
import type { Notify } from '../../notifications/notify';
import { TeamActivity } from '../../notifications/team-activity';
import { isUuid } from '../../lib/ids';
import { notFound, ServiceError } from '../../lib/service-error';
import { userWorkspacePreferences, workspaceMembers, workspaces } from '../../tenancy/schema';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { UsageMeter } from '../../usage/meter';
import { toPendingInvitation } from './invitations';
import { workspaceInvitations } from './schema';

const ownerMustTransfer = (message: string) => new ServiceError(409, 'OWNER_MUST_TRANSFER', message);

/**
 * The members of the viewer's workspace and what the Owner does with them: change a role, remove,
 * hand over ownership. Anyone but the Owner may leave. Every change reaches the person's next request.
 */
export class TeamService {
  private readonly activity: TeamActivity;

  constructor(
    private readonly deps: {
      db: Database;
      plans: WorkspacePlans;
      usage: UsageMeter;
      sessionCache: SessionCache;
      notify: Notify;
      logger: Logger;
    },
  ) {
    this.activity = new TeamActivity(deps);
  }

  /** Any member may read the team, its pending invitations and the seats the plan allows. */
  async overview(viewer: Viewer): Promise<TeamOverview> {
    const { db, plans, usage } = this.deps;
    const [[workspace], members, invitations, { plan }, used] = await Promise.all([
      db
        .select({ id: workspaces.id, name: workspaces.name, kind: workspaces.kind })
        .from(workspaces)
        .where(eq(workspaces.id, viewer.workspaceId)),
      this.listMembers(viewer.workspaceId),
      db
        .select()
        .from(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, viewer.workspaceId),
            isNull(workspaceInvitations.acceptedAt),
            isNull(workspaceInvitations.revokedAt),
          ),
        )
        .orderBy(desc(workspaceInvitations.updatedAt)),
      plans.forViewer(allowanceOf(viewer)),
      usage.countNow(viewer.workspaceId, 'teamMembers'),
    ]);
    if (!workspace) throw notFound();
    return {
      workspace,
      you: { userId: viewer.userId, role: viewer.workspaceRole },
      members,
      invitations: invitations.map(toPendingInvitation),
      seats: { used, limit: getPlan(plan).limits.teamMembers },
    };
  }

  async changeRole(viewer: Viewer, userId: string, role: InvitableRole): Promise<TeamMember> {
    const target = await this.requireMember(viewer, userId);
    if (target.role === 'owner') throw ownerMustTransfer(teamMessages.ownerRoleFixed);
    // Never the owner's row, even if a transfer made them owner since the read above.
    await this.deps.db
      .update(workspaceMembers)
      .set({ role })
      .where(
        and(
          eq(workspaceMembers.workspaceId, viewer.workspaceId),
          eq(workspaceMembers.userId, target.userId),
          ne(workspaceMembers.role, 'owner'),
        ),
      );
    this.deps.sessionCache.forgetUser(target.userId);
    return { ...target, role };
  }

  async removeMember(viewer: Viewer, userId: string): Promise<void> {
    const target = await this.requireMember(viewer, userId);
    if (target.role === 'owner') throw ownerMustTransfer(teamMessages.ownerNotRemovable);
    await this.endMembership(viewer.workspaceId, target.userId);
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'team_member_removed',
      description: `Removed ${target.email} from the workspace`,
      data: { email: target.email, role: target.role },
    });
    await this.activity.tell({
      workspaceId: viewer.workspaceId,
      actorId: viewer.userId,
      did: `removed ${target.name} from the workspace`,
      link: '/settings/team',
    });
  }

  /**
   * Anyone but the Owner may leave, as long as they keep a workspace of their own to go back to:
   * leaving the last one would only hand them a new, empty one.
   */
  async leave(viewer: Viewer): Promise<{ workspaceName: string }> {
    if (viewer.workspaceRole === 'owner') throw ownerMustTransfer(teamMessages.ownerCannotLeave);
    const [others] = await this.deps.db
      .select({ value: count() })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(
        and(
          eq(workspaceMembers.userId, viewer.userId),
          ne(workspaceMembers.workspaceId, viewer.workspaceId),
          ne(workspaces.kind, 'sample'),
        ),
      );
    if (!others?.value) throw new ServiceError(409, 'ONLY_WORKSPACE', teamMessages.onlyWorkspace);
    await this.endMembership(viewer.workspaceId, viewer.userId);
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'team_member_left',
      description: `${viewer.email} left the workspace`,
      data: { email: viewer.email },
    });
    await this.activity.tell({
      workspaceId: viewer.workspaceId,
      actorId: viewer.userId,
      did: 'left the workspace',
      link: '/settings/team',
    });
    return { workspaceName: viewer.workspaceName };
  }

  /** The Owner hands the workspace to an active member and stays on as an Editor; answers the team as now seen. */
  async transferOwnership(viewer: Viewer, userId: string): Promise<TeamOverview> {
    if (userId === viewer.userId) throw new ServiceError(400, 'BAD_REQUEST', teamMessages.transferToMember);
    const target = await this.requireMember(viewer, userId);
    const { db, sessionCache } = this.deps;
    await db.transaction(async (tx) => {
      const inWorkspace = (id: string) => and(eq(workspaceMembers.workspaceId, viewer.workspaceId), eq(workspaceMembers.userId, id));
      // Only while the caller is still the owner: two transfers at once must not make two owners.
      const stepped = await tx
        .update(workspaceMembers)
        .set({ role: 'editor' })
        .where(and(inWorkspace(viewer.userId), eq(workspaceMembers.role, 'owner')))
        .returning({ userId: workspaceMembers.userId });
      if (stepped.length === 0) throw new ServiceError(403, 'OWNER_ONLY', teamMessages.ownerOnly);
      const promoted = await tx
        .update(workspaceMembers)
        .set({ role: 'owner' })
        .where(inWorkspace(target.userId))
        .returning({ userId: workspaceMembers.userId });
      if (promoted.length === 0) throw notFound();
    });
    sessionCache.forgetUser(viewer.userId);
    sessionCache.forgetUser(target.userId);
    await recordUserEvent(db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'ownership_transferred',
      description: `Made ${target.email} the owner of the workspace`,
      data: { email: target.email },
    });
    return this.overview({ ...viewer, workspaceRole: 'editor' });
  }

  private async listMembers(workspaceId: string): Promise<TeamMember[]> {
    const rows = await this.deps.db
      .select({
        userId: workspaceMembers.userId,
        fullName: user.name,
        email: user.email,
        role: workspaceMembers.role,
        joinedAt: workspaceMembers.createdAt,
      })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspaceId))
      .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, asc(workspaceMembers.createdAt));
    return rows.map(toMember);
  }

  /** A member of the viewer's workspace; anyone else, or no one, answers 404. */
  private async requireMember(viewer: Viewer, userId: string): Promise<TeamMember> {
    if (!isUuid(userId)) throw notFound();
    const [row] = await this.deps.db
      .select({
        userId: workspaceMembers.userId,
        fullName: user.name,
        email: user.email,
        role: workspaceMembers.role,
        joinedAt: workspaceMembers.createdAt,
      })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, viewer.workspaceId), eq(workspaceMembers.userId, userId)));
    if (!row) throw notFound();
    return toMember(row);
  }

  /** Ends a membership; the person's next request falls back to another workspace of theirs. */
  private async endMembership(workspaceId: string, userId: string): Promise<void> {
    const { db, sessionCache, usage } = this.deps;
    await db.transaction(async (tx) => {
      // Never the owner's membership, whatever changed since the caller's check.
      await tx
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId), ne(workspaceMembers.role, 'owner')));
      await tx
        .update(userWorkspacePreferences)
        .set({ currentWorkspaceId: null, updatedAt: new Date() })
        .where(and(eq(userWorkspacePreferences.userId, userId), eq(userWorkspacePreferences.currentWorkspaceId, workspaceId)));
    });
    sessionCache.forgetUser(userId);
    usage.forget(workspaceId);
  }
}

function toMember(row: { userId: string; fullName: string; email: string; role: TeamMember['role']; joinedAt: Date }): TeamMember {
  return {
    userId: row.userId,
    name: displayName(row.fullName, row.email),
    email: row.email,
    role: row.role,
    status: 'Active',
    joinedAt: row.joinedAt.toISOString(),
  };
}
