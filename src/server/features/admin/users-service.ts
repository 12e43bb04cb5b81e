import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUser, AdminUsersPage } from '@/shared/admin/admin';
import { adminMessages } from '@/shared/admin/admin';
import { isPlanId } from '@/shared/plans';
import type { Auth } from '../../sign-in/auth';
import type { WorkspacePlans } from '../../billing/workspace-plan';
import { user } from '../../auth/schema';
import type { Database } from '../../db/database';
import { notFound, ServiceError } from '../../lib/service-error';
import { workspaceMembers, workspaces } from '../../tenancy/schema';

interface Membership {
  workspaceId: string;
  planOverride: string | null;
}

interface UsersDeps {
  db: Database;
  auth: Auth;
  plans: WorkspacePlans;
  requireEmailVerification: boolean;
}

/** The Users tab: search, pages, and the admin's actions on an account. */
export class AdminUsers {
  constructor(private readonly deps: UsersDeps) {}

  /** Newest first; the search matches the start of the e-mail or of the name, case-insensitively. */
  async list({ search, page, pageSize }: { search: string; page: number; pageSize: number }): Promise<AdminUsersPage> {
    const { db } = this.deps;
    const pattern = `${escapeLike(search.toLowerCase())}%`;
    // lower(...) LIKE 'prefix%' uses the text_pattern_ops indexes on user, so it stays fast at scale.
    const where: SQL | undefined = search
      ? or(sql`lower(${user.email}) like ${pattern}`, sql`lower(${user.name}) like ${pattern}`)
      : undefined;
    const [totals] = await db.select({ value: count() }).from(user).where(where);
    const rows = await db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        banned: user.banned,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), asc(user.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);

    const memberships = await this.firstMemberships(rows.map((row) => row.id));
    const users = await Promise.all(rows.map((row) => this.describe(row, memberships.get(row.id))));
    return { users, total: totals?.value ?? 0, page, pageSize };
  }

  async setRole(adminHeaders: Headers, userId: string, role: 'admin' | 'user'): Promise<void> {
    if (role === 'user') await this.keepOneAdmin(userId);
    await this.call(() => this.deps.auth.api.setRole({ headers: adminHeaders, body: { userId, role } }));
  }

  /** Banning ends every session of the user (better-auth deletes them, and the session cache follows). */
  async ban(adminHeaders: Headers, actorId: string, userId: string): Promise<void> {
    if (userId === actorId) throw new ServiceError(400, 'CANNOT_BAN_YOURSELF', adminMessages.notYourself);
    await this.keepOneAdmin(userId);
    await this.call(() => this.deps.auth.api.banUser({ headers: adminHeaders, body: { userId } }));
  }

  async unban(adminHeaders: Headers, userId: string): Promise<void> {
    await this.call(() => this.deps.auth.api.unbanUser({ headers: adminHeaders, body: { userId } }));
  }

  private async describe(
    row: {
      id: string;
      name: string;
      email: string;
      role: string;
      banned: boolean | null;
      emailVerified: boolean;
      createdAt: Date;
    },
    membership: Membership | undefined,
  ): Promise<AdminUser> {
    const isAdmin = row.role === 'admin';
    const plan = membership ? (await this.deps.plans.forViewer({ workspaceId: membership.workspaceId, isAdmin })).plan : null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: isAdmin ? 'admin' : 'user',
      joinedAt: row.createdAt.toISOString(),
      status: row.banned ? 'Banned' : this.deps.requireEmailVerification && !row.emailVerified ? 'Unverified' : 'Active',
      workspaceId: membership?.workspaceId ?? null,
      plan,
      planOverride: isPlanId(membership?.planOverride) ? membership.planOverride : null,
    };
  }

  /** Each user's first workspace (their personal one), in one query for the page. */
  private async firstMemberships(userIds: string[]): Promise<Map<string, Membership>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.deps.db
      .select({ userId: workspaceMembers.userId, workspaceId: workspaces.id, planOverride: workspaces.planOverride })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(inArray(workspaceMembers.userId, userIds))
      .orderBy(asc(workspaceMembers.createdAt));
    const first = new Map<string, Membership>();
    for (const row of rows) if (!first.has(row.userId)) first.set(row.userId, row);
    return first;
  }

  /** Refuses to demote or ban the last admin who can still sign in. */
  private async keepOneAdmin(userId: string): Promise<void> {
    const { db } = this.deps;
    const [target] = await db.select({ role: user.role, banned: user.banned }).from(user).where(eq(user.id, userId));
    if (!target) throw notFound();
    if (target.role !== 'admin' || target.banned) return;
    const [admins] = await db
      .select({ value: count() })
      .from(user)
      .where(and(eq(user.role, 'admin'), or(eq(user.banned, false), isNull(user.banned))));
    if ((admins?.value ?? 0) <= 1) throw new ServiceError(409, 'LAST_ADMIN', adminMessages.lastAdmin);
  }

  /** better-auth's refusals (unknown user, ...) become our error shape. */
  private async call(action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      const message = (error as { body?: { message?: string } }).body?.message ?? 'The change could not be made.';
      if (status === 404 || status === 400) throw new ServiceError(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message);
      throw error;
    }
  }
}

/** `%` and `_` in a search are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
