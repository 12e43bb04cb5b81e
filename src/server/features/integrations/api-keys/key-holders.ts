import { and, eq, sql } from 'drizzle-orm';
import { apiKeyMessages, apiKeyPrefix, type ApiKeyScope } from '@/shared/integrations/api-keys';
import { user } from '../../../auth/schema';
import type { SessionCache } from '../../../auth/session-cache';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { ServiceError } from '../../../lib/service-error';
import { TtlCache } from '../../../lib/ttl-cache';
import { findHomeMembership } from '../../../tenancy/memberships';
import { workspaceMembers, workspaces } from '../../../tenancy/schema';
import { hashOfKey } from './api-keys-service';
import { workspaceApiKeys } from './schema';

/** Who a key acts as, and which key it is (for its rate limit). */
export interface KeyHolder {
  keyId: string;
  viewer: Viewer;
}

/** How often a key's "last used" is written: the list shows minutes, not requests. */
const lastUsedEveryMs = 60_000;

/**
 * Turns `Authorization: Bearer upl_…` into the Viewer the key acts as (ADR 027): the key's creator in
 * the key's workspace, with their role today, a `read` key never more than a Viewer. Resolved keys
 * are remembered for SESSION_CACHE_SECONDS, as sessions are (ADR 004): revoking a key, or what makes
 * the session cache forget its holder, forgets it here at once, and another process catches up within
 * that time. The plan is checked on every request.
 */
export class KeyHolders {
  private readonly cache: TtlCache<string, KeyHolder>;
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(
    private readonly deps: { db: Database; entitlements: Entitlements; clock: Clock; sessionCache: SessionCache; cacheSeconds: number },
  ) {
    this.cache = new TtlCache(deps.cacheSeconds * 1000);
    // A role change, a removal from the workspace or a ban reaches the next request, as it does a session's.
    deps.sessionCache.onForgetUser((userId) => this.cache.deleteWhere((holder) => holder.viewer.userId === userId));
  }

  async holderOf(authorization: string | undefined): Promise<KeyHolder> {
    const key = /^Bearer (\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    if (!key?.startsWith(apiKeyPrefix) || key.length > 200) throw invalidKey();
    const hash = hashOfKey(key);
    let holder = this.cache.get(hash);
    if (!holder) {
      const readAt = this.cache.generation;
      holder = await this.read(hash);
      this.cache.set(hash, holder, { readAt });
    }
    (await this.deps.entitlements.of(allowanceOf(holder.viewer))).requireFeature('api_access', apiKeyMessages.notOnPlan);
    await this.noteUse(holder.keyId);
    return holder;
  }

  forget(keyId: string): void {
    this.cache.deleteWhere((holder) => holder.keyId === keyId);
    this.lastUsedWritten.delete(keyId);
  }

  private async read(hash: string): Promise<KeyHolder> {
    const { db } = this.deps;
    const [row] = await db
      .select({
        keyId: workspaceApiKeys.id,
        scopes: workspaceApiKeys.scopes,
        workspaceId: workspaces.id,
        workspaceName: workspaces.name,
        workspaceKind: workspaces.kind,
        role: workspaceMembers.role,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          image: user.image,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
          role: user.role,
          banned: sql<boolean>`coalesce(${user.banned} and (${user.banExpires} is null or ${user.banExpires} > now()), false)`,
        },
      })
      .from(workspaceApiKeys)
      .innerJoin(workspaces, eq(workspaces.id, workspaceApiKeys.workspaceId))
      .innerJoin(user, eq(user.id, workspaceApiKeys.createdBy))
      .leftJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, workspaceApiKeys.workspaceId), eq(workspaceMembers.userId, workspaceApiKeys.createdBy)),
      )
      .where(eq(workspaceApiKeys.keyHash, hash));
    if (!row || row.user.banned) throw invalidKey();
    if (!row.role) throw new ServiceError(401, 'UNAUTHORIZED', apiKeyMessages.keyHolderGone);
    // A Sample workspace draws on its owner's own plan, as on the screens (ADR 008).
    const home = row.workspaceKind === 'sample' ? await findHomeMembership(db, row.user.id) : null;
    const scopes: readonly ApiKeyScope[] = row.scopes;
    return {
      keyId: row.keyId,
      viewer: {
        userId: row.user.id,
        email: row.user.email,
        fullName: row.user.name,
        image: row.user.image,
        emailVerified: row.user.emailVerified,
        twoFactorEnabled: row.user.twoFactorEnabled,
        isAdmin: row.user.role === 'admin',
        workspaceId: row.workspaceId,
        workspaceName: row.workspaceName,
        workspaceRole: scopes.includes('write') ? row.role : 'viewer',
        allowanceWorkspaceId: home?.workspaceId ?? row.workspaceId,
      },
    };
  }

  private async noteUse(keyId: string): Promise<void> {
    const now = this.deps.clock.now();
    if (now - (this.lastUsedWritten.get(keyId) ?? 0) < lastUsedEveryMs) return;
    this.lastUsedWritten.set(keyId, now);
    await this.deps.db
      .update(workspaceApiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(workspaceApiKeys.id, keyId));
  }
}

const invalidKey = () => new ServiceError(401, 'UNAUTHORIZED', apiKeyMessages.keyInvalid);
