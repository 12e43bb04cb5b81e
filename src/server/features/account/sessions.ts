import { and, desc, eq, gt } from 'drizzle-orm';
import type { AccountSession } from '@/shared/account/account';
import type { Auth } from '../../sign-in/auth';
import { session } from '../../auth/schema';
import type { Database } from '../../db/database';
import { notFound, ServiceError } from '../../lib/service-error';
import { deviceName } from './device-name';

/** The Security tab's list of the user's signed-in browsers and devices, and signing one out. */
export class AccountSessions {
  constructor(private readonly deps: { db: Database; auth: Auth }) {}

  async list(userId: string, headers: Headers): Promise<AccountSession[]> {
    const current = await this.currentSessionId(headers);
    const rows = await this.deps.db
      .select()
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.updatedAt));
    return rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      ipAddress: row.ipAddress || null,
      lastActiveAt: row.updatedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      current: row.id === current,
    }));
  }

  /** Ends one of the user's other sessions; 404 for an id that is not theirs. */
  async revoke(userId: string, sessionId: string, headers: Headers): Promise<void> {
    if (sessionId === (await this.currentSessionId(headers))) {
      throw new ServiceError(400, 'CURRENT_SESSION', 'Use Sign out to end the session you are using.');
    }
    const [row] = await this.deps.db
      .select({ token: session.token })
      .from(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
    if (!row) throw notFound();
    // Through better-auth, so its hooks drop the session from the cache at once.
    await this.deps.auth.api.revokeSession({ headers, body: { token: row.token } });
  }

  private async currentSessionId(headers: Headers): Promise<string | undefined> {
    const current = await this.deps.auth.api.getSession({ headers });
    return current?.session.id;
  }
}
