import { hash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type ApiKey, type ApiKeyScope, apiKeyMessages, apiKeyPrefix, type CreatedApiKey } from '@/shared/integrations/api-keys';
import { user } from '../../../auth/schema';
import { isOwner } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { notFound, ServiceError } from '../../../lib/service-error';
import { workspaceApiKeys } from './schema';

/** What the list shows of a key: `upl_` and six more characters. */
const visiblePrefixLength = apiKeyPrefix.length + 6;

/** A key's SHA-256, as stored and as looked up (on every API request: the one-shot hash is the cheaper). */
export const hashOfKey = (key: string) => hash('sha256', key, 'hex');

/** A workspace's API keys: made, listed and revoked from Settings → Integrations. */
export class ApiKeysService {
  constructor(
    private readonly deps: {
      db: Database;
      /** Called with a revoked key's id, so what this process remembers of it goes at once. */
      revoked(keyId: string): void;
    },
  ) {}

  async list(viewer: Viewer): Promise<ApiKey[]> {
    const rows = await this.deps.db
      .select({ key: workspaceApiKeys, creatorName: user.name, creatorEmail: user.email })
      .from(workspaceApiKeys)
      .innerJoin(user, eq(user.id, workspaceApiKeys.createdBy))
      .where(eq(workspaceApiKeys.workspaceId, viewer.workspaceId))
      .orderBy(desc(workspaceApiKeys.createdAt), desc(workspaceApiKeys.id));
    return rows.map(({ key, creatorName, creatorEmail }) => toApiKey(key, creatorName || creatorEmail));
  }

  /** The key is answered here once; only its hash and its first characters are stored. */
  async create(viewer: Viewer, input: { name: string; scopes: ApiKeyScope[] }): Promise<CreatedApiKey> {
    const key = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;
    const [row] = await this.deps.db
      .insert(workspaceApiKeys)
      .values({
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        name: input.name,
        prefix: key.slice(0, visiblePrefixLength),
        keyHash: hashOfKey(key),
        scopes: input.scopes,
      })
      .returning();
    if (!row) throw new Error('The API key was not stored');
    return { ...toApiKey(row, viewer.fullName || viewer.email), key };
  }

  /** An Editor revokes their own keys; the Owner anyone's. */
  async revoke(viewer: Viewer, id: string): Promise<void> {
    const { db } = this.deps;
    const [row] = await db
      .select({ createdBy: workspaceApiKeys.createdBy })
      .from(workspaceApiKeys)
      .where(and(eq(workspaceApiKeys.id, id), eq(workspaceApiKeys.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    if (row.createdBy !== viewer.userId && !isOwner(viewer)) throw new ServiceError(403, 'OWNER_ONLY', apiKeyMessages.othersKey);
    await db.delete(workspaceApiKeys).where(eq(workspaceApiKeys.id, id));
    this.deps.revoked(id);
  }
}

function toApiKey(row: typeof workspaceApiKeys.$inferSelect, creatorName: string): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdBy: { id: row.createdBy, name: creatorName },
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
