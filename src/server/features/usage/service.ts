import type { Usage } from '@/shared/user';
import type { Database } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { countMembers } from '../workspaces/service';

/**
 * A workspace's usage against its plan's limits (core §3). Every signed-in screen asks for it through
 * /api/me, so it is cached briefly; code that changes a count calls `forget` for its workspace.
 * Counts for features not built yet are zero because nothing of theirs is stored.
 */
export class UsageService {
  private readonly cache: TtlCache<string, Usage>;

  constructor(
    private readonly db: Database,
    ttlSeconds: number,
  ) {
    this.cache = new TtlCache(ttlSeconds * 1000);
  }

  async forWorkspace(workspaceId: string): Promise<Usage> {
    const cached = this.cache.get(workspaceId);
    if (cached) return cached;
    const readAt = this.cache.generation;
    const teamMembers = await countMembers(this.db, workspaceId);
    const usage: Usage = {
      contentGeneration: 0,
      socialAccounts: 0,
      emailContacts: 0,
      projects: 0,
      teamMembers: Math.max(teamMembers, 1),
      storage: 0,
    };
    this.cache.set(workspaceId, usage, { readAt });
    return usage;
  }

  forget(workspaceId: string): void {
    this.cache.delete(workspaceId);
  }
}
