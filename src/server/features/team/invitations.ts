import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { displayName } from '@/shared/auth';
import {
  type AcceptedInvitation,
  type InvitationPreview,
  type InvitableRole,
  type PendingInvitation,
  invitationLifetimeDays,
  teamMessages,
  teamRoleLabels,
} from '@/shared/team/team';
import { user } from '../../auth/schema';
import type { SessionCache } from '../../auth/session-cache';
import type { Entitlements } from '../../billing/entitlements';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { recordUserEvent } from '../../events/service';
import type { Logger } from '../../logger';
import { notFound, ServiceError } from '../../lib/service-error';
import type { Mailer } from '../../mail/mailer';
import type { Notify } from '../../notifications/notify';
import { TeamActivity } from '../../notifications/team-activity';
import { rememberCurrentWorkspace } from '../../tenancy/memberships';
import { workspaceMembers, workspaces } from '../../tenancy/schema';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { UsageMeter } from '../../usage/meter';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { sendInvitation } from './invitation-notice';
import { InvitationThrottle } from './invitation-throttle';
import { workspaceInvitations } from './schema';
import { holdsSeat } from './seats';

export interface InvitationDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  notify: Notify;
  entitlements: Entitlements;
  usage: UsageMeter;
  sessionCache: SessionCache;
  logger: Logger;
}

type InvitationRow = typeof workspaceInvitations.$inferSelect;

export const invalidInvitation = () => new ServiceError(404, 'NOT_FOUND', teamMessages.invitationInvalid);
const expiryFromNow = () => new Date(Date.now() + invitationLifetimeDays * 24 * 3600 * 1000);

/**
 * Invitations by e-mail: the Owner sends, resends and revokes them; the invitee, signed in with the
 * invited address, accepts once through the link's token. An open invitation holds a seat of the plan.
 */
export class InvitationService {
  private readonly activity: TeamActivity;
  private readonly throttle: InvitationThrottle;

  constructor(private readonly deps: InvitationDeps) {
    this.activity = new TeamActivity(deps);
    this.throttle = new InvitationThrottle(deps.db);
  }

  /** A second invitation to the same address renews the open one (new link, new expiry, the new role). */
  async invite(viewer: Viewer, input: { email: string; role: InvitableRole }): Promise<PendingInvitation> {
    await this.requireShareableWorkspace(viewer);
    const email = input.email.trim();
    const { db } = this.deps;
    if (await this.isMember(viewer.workspaceId, email)) {
      throw new ServiceError(409, 'ALREADY_MEMBER', teamMessages.alreadyMember(email));
    }
    const open = await this.findOpen(viewer.workspaceId, email);
    // An invitation whose link still works already holds its seat; a new or expired one takes one.
    if (!open || open.expiresAt <= new Date()) {
      await (await this.deps.entitlements.of(allowanceOf(viewer))).ensureRoomFor('teamMembers', 1);
    }
    await this.throttle.count(viewer.workspaceId, email);
    const { token, tokenHash } = newInvitationToken();
    const values = { role: input.role, tokenHash, invitedBy: viewer.userId, expiresAt: expiryFromNow(), updatedAt: new Date() };
    let row: InvitationRow | undefined;
    if (open) {
      [row] = await db.update(workspaceInvitations).set(values).where(eq(workspaceInvitations.id, open.id)).returning();
    } else {
      // Two invitations racing for one address: the unique index keeps one, and the other renews it.
      [row] = await db
        .insert(workspaceInvitations)
        .values({ ...values, workspaceId: viewer.workspaceId, email })
        .onConflictDoNothing()
        .returning();
      if (!row) return this.invite(viewer, input);
    }
    if (!row) throw notFound();
    this.deps.usage.forget(viewer.workspaceId);
    await recordUserEvent(db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'team_member_invited',
      description: `Invited ${email} as ${teamRoleLabels[input.role]}`,
      data: { email, role: input.role },
    });
    await this.send(viewer, row, token);
    return toPendingInvitation(row);
  }

  /** A new link and a new expiry for an open invitation; the old link stops working. */
  async resend(viewer: Viewer, id: string): Promise<PendingInvitation> {
    const open = await this.requireOpen(viewer, id);
    if (open.expiresAt <= new Date()) {
      await (await this.deps.entitlements.of(allowanceOf(viewer))).ensureRoomFor('teamMembers', 1);
    }
    await this.throttle.count(viewer.workspaceId, open.email);
    const { token, tokenHash } = newInvitationToken();
    const [row] = await this.deps.db
      .update(workspaceInvitations)
      .set({ tokenHash, invitedBy: viewer.userId, expiresAt: expiryFromNow(), updatedAt: new Date() })
      .where(and(eq(workspaceInvitations.id, open.id), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
      .returning();
    if (!row) throw notFound();
    this.deps.usage.forget(viewer.workspaceId);
    await this.send(viewer, row, token);
    return toPendingInvitation(row);
  }

  async revoke(viewer: Viewer, id: string): Promise<void> {
    const open = await this.requireOpen(viewer, id);
    await this.deps.db
      .update(workspaceInvitations)
      .set({ revokedAt: new Date(), updatedAt: new Date() })
      .where(eq(workspaceInvitations.id, open.id));
    this.deps.usage.forget(viewer.workspaceId);
  }

  /** The public page's facts; 404 alike for a token that never was, expired, was revoked or was used. */
  async preview(token: string): Promise<InvitationPreview> {
    const row = await this.findUsable(token);
    return { workspaceName: row.workspaceName, inviterName: row.inviterName, role: row.role, email: row.email, valid: true };
  }

  /**
   * Joins the signed-in user to the invitation's workspace with its role, once, and makes it the
   * workspace they work in. Their e-mail must be the invited one. The seat was taken when it was sent.
   */
  async accept(viewer: Viewer, token: string): Promise<AcceptedInvitation> {
    const found = await this.findUsable(token);
    if (found.email.toLowerCase() !== viewer.email.toLowerCase()) {
      throw new ServiceError(403, 'WRONG_ACCOUNT', teamMessages.wrongAccount(found.email));
    }
    const { db } = this.deps;
    const accepted = await db.transaction(async (tx) => {
      // One use: of two accepts racing, only one finds it still open.
      const [claimed] = await tx
        .update(workspaceInvitations)
        .set({ acceptedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(workspaceInvitations.id, found.id), holdsSeat()))
        .returning({ id: workspaceInvitations.id });
      if (!claimed) return false;
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: found.workspaceId, userId: viewer.userId, role: found.role })
        .onConflictDoNothing();
      await rememberCurrentWorkspace(tx, viewer.userId, found.workspaceId);
      return true;
    });
    if (!accepted) throw invalidInvitation();
    this.deps.sessionCache.forgetUser(viewer.userId);
    this.deps.usage.forget(found.workspaceId);
    await recordUserEvent(db, {
      workspaceId: found.workspaceId,
      userId: viewer.userId,
      type: 'team_member_joined',
      description: `${viewer.email} joined as ${teamRoleLabels[found.role]}`,
      data: { email: viewer.email, role: found.role },
    });
    await this.activity.tell({
      workspaceId: found.workspaceId,
      actorId: viewer.userId,
      did: `joined the workspace as ${teamRoleLabels[found.role]}`,
      link: '/settings/team',
    });
    return { workspaceId: found.workspaceId, workspaceName: found.workspaceName, role: found.role };
  }

  private async send(viewer: Viewer, row: InvitationRow, token: string): Promise<void> {
    try {
      await sendInvitation(this.deps, {
        email: row.email,
        role: row.role as InvitableRole,
        token,
        workspaceName: viewer.workspaceName,
        inviterName: displayName(viewer.fullName, viewer.email),
      });
    } catch (error) {
      // The invitation stays, Pending, so the Owner can resend it once mail works again.
      this.deps.logger.warn('invitation e-mail not sent', { error: (error as Error).message });
      throw new ServiceError(502, 'MAIL_NOT_SENT', teamMessages.mailNotSent);
    }
  }

  /** Owner only, in a workspace that may be shared (a Sample workspace may not). */
  private async requireShareableWorkspace(viewer: Viewer): Promise<void> {
    const [workspace] = await this.deps.db.select({ kind: workspaces.kind }).from(workspaces).where(eq(workspaces.id, viewer.workspaceId));
    if (workspace?.kind === 'sample') throw new ServiceError(403, 'NOT_SHAREABLE', teamMessages.sampleNotShareable);
  }

  private async isMember(workspaceId: string, email: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${user.email}) = lower(${email})`));
    return Boolean(row);
  }

  private async findOpen(workspaceId: string, email: string): Promise<InvitationRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceId, workspaceId),
          sql`lower(${workspaceInvitations.email}) = lower(${email})`,
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      );
    return row;
  }

  /** An open invitation of the viewer's workspace; another workspace's id answers 404. */
  private async requireOpen(viewer: Viewer, id: string): Promise<InvitationRow> {
    const [row] = await this.deps.db
      .select()
      .from(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.id, id),
          eq(workspaceInvitations.workspaceId, viewer.workspaceId),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  private async findUsable(token: string) {
    const [row] = await this.deps.db
      .select({
        id: workspaceInvitations.id,
        workspaceId: workspaceInvitations.workspaceId,
        workspaceName: workspaces.name,
        email: workspaceInvitations.email,
        role: workspaceInvitations.role,
        inviterName: user.name,
        inviterEmail: user.email,
      })
      .from(workspaceInvitations)
      .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
      .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
      .where(
        and(
          eq(workspaceInvitations.tokenHash, hashInvitationToken(token)),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
          gt(workspaceInvitations.expiresAt, new Date()),
        ),
      );
    if (!row || row.role === 'owner') throw invalidInvitation();
    return {
      ...row,
      role: row.role,
      inviterName: row.inviterEmail ? displayName(row.inviterName, row.inviterEmail) : row.workspaceName,
    };
  }
}

export function toPendingInvitation(row: InvitationRow): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'viewer' ? 'viewer' : 'editor',
    status: 'Pending',
    invitedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= new Date(),
  };
}
