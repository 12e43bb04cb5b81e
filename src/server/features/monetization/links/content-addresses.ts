import type { Database } from '../../../db/database';
import { TtlCache } from '../../../lib/ttl-cache';
import { publishedContent } from '../../content';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An address as two spellings of one page compare: host in lower case, no query, fragment or trailing slash. */
export function comparableAddress(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.hostname.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/**
 * Which content item a tracked click came from: the link's `c` parameter (the screen's "copy for a
 * content item"), else a referrer that is one of the workspace's published addresses. Browsers send
 * only the origin across sites by default, so the parameter is the dependable way. The workspace's
 * addresses are cached for a minute, so the redirect rarely waits on the database.
 */
export class ContentAddresses {
  private readonly byWorkspace = new TtlCache<string, Map<string, string>>(60_000, 5_000);

  constructor(private readonly db: Database) {}

  async contentOf(workspaceId: string, parameter: string | undefined, referrer: string | undefined): Promise<string | null> {
    if (parameter && uuidPattern.test(parameter)) return parameter.toLowerCase();
    const address = referrer ? comparableAddress(referrer) : null;
    if (!address || !address.includes('/')) return null;
    return (await this.addresses(workspaceId)).get(address) ?? null;
  }

  private async addresses(workspaceId: string): Promise<Map<string, string>> {
    const cached = this.byWorkspace.get(workspaceId);
    if (cached) return cached;
    const readAt = this.byWorkspace.generation;
    const addresses = new Map<string, string>();
    for (const item of await publishedContent(this.db, workspaceId)) {
      const address = item.publishedUrl ? comparableAddress(item.publishedUrl) : null;
      if (address) addresses.set(address, item.id);
    }
    this.byWorkspace.set(workspaceId, addresses, { readAt });
    return addresses;
  }
}
