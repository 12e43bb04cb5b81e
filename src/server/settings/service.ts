import { desc, eq } from 'drizzle-orm';
import { type AdminApiKey, type ApiKeyName, apiKeyCatalogue, maskSecret } from '@/shared/api-keys';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { adminApiKeyAudit, adminApiKeys } from './schema';
import type { SecretBox } from './secret-box';

interface StoredKey {
  value: string;
  updatedAt: Date;
}

/**
 * The keys Uplift runs with: a value stored (sealed) through the admin panel, else the environment's.
 * Reads come from a snapshot refreshed every few seconds, so another process's change arrives without
 * a restart; this process's own changes apply at once.
 */
export class ApiKeySettings {
  private snapshot: Map<ApiKeyName, StoredKey> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly deps: {
      db: Database;
      box: SecretBox;
      environment: Partial<Record<ApiKeyName, string | undefined>>;
      refreshSeconds: number;
      logger: Logger;
    },
  ) {}

  /** The value in force for a key, or undefined when neither the panel nor the environment sets it. */
  async get(name: ApiKeyName): Promise<string | undefined> {
    const stored = (await this.stored()).get(name);
    return stored?.value ?? (this.deps.environment[name] || undefined);
  }

  async list(): Promise<AdminApiKey[]> {
    const stored = await this.stored();
    return apiKeyCatalogue.map((entry) => {
      const own = stored.get(entry.name);
      const value = own?.value ?? this.deps.environment[entry.name] ?? '';
      return {
        name: entry.name,
        label: entry.label,
        group: entry.group,
        hint: entry.hint,
        secret: entry.secret,
        source: own ? 'stored' : value ? 'environment' : 'unset',
        maskedValue: entry.secret ? maskSecret(value) : value,
        updatedAt: own?.updatedAt.toISOString() ?? null,
      };
    });
  }

  /** Stores a value (an empty one clears the stored key, falling back to the environment). */
  async set(name: ApiKeyName, value: string, actor: { id: string; email: string }): Promise<void> {
    const { db, box } = this.deps;
    if (value === '') {
      await db.delete(adminApiKeys).where(eq(adminApiKeys.keyName, name));
    } else {
      const row = { sealedValue: box.seal(value), updatedBy: actor.id, updatedAt: new Date() };
      await db
        .insert(adminApiKeys)
        .values({ keyName: name, ...row })
        .onConflictDoUpdate({ target: adminApiKeys.keyName, set: row });
    }
    await this.audit(name, value === '' ? 'cleared' : 'set', actor);
    this.snapshot = null;
  }

  /** The plain value, for the panel's Show toggle; each reveal is audited. */
  async reveal(name: ApiKeyName, actor: { id: string; email: string }): Promise<string> {
    await this.audit(name, 'revealed', actor);
    return (await this.get(name)) ?? '';
  }

  async auditLog(limit = 50) {
    const rows = await this.deps.db.select().from(adminApiKeyAudit).orderBy(desc(adminApiKeyAudit.createdAt)).limit(limit);
    return rows.map((row) => ({
      id: row.id,
      keyName: row.keyName,
      action: row.action,
      actorEmail: row.actorEmail,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  private async audit(keyName: ApiKeyName, action: 'set' | 'cleared' | 'revealed', actor: { id: string; email: string }) {
    await this.deps.db.insert(adminApiKeyAudit).values({ keyName, action, actorId: actor.id, actorEmail: actor.email });
  }

  private async stored(): Promise<Map<ApiKeyName, StoredKey>> {
    const fresh = Date.now() - this.loadedAt < this.deps.refreshSeconds * 1000;
    if (this.snapshot && fresh) return this.snapshot;
    const rows = await this.deps.db.select().from(adminApiKeys);
    const snapshot = new Map<ApiKeyName, StoredKey>();
    for (const row of rows) {
      try {
        snapshot.set(row.keyName as ApiKeyName, { value: this.deps.box.open(row.sealedValue), updatedAt: row.updatedAt });
      } catch {
        // Sealed under another APP_SECRET: the environment's value applies until an admin enters it again.
        this.deps.logger.warn('a stored API key could not be decrypted; was APP_SECRET changed?', { key: row.keyName });
      }
    }
    this.snapshot = snapshot;
    this.loadedAt = Date.now();
    return snapshot;
  }
}
