import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { providerAdapters } from '../catalogue/providers';
import { integrationConnections } from '../catalogue/schema';

const shopProviders = providerAdapters.filter((adapter) => adapter.category === 'ecommerce');

/** The workspace's shops, connected now or before (their sales stay), named as their cards are: Monetization lets each choose the stream its sales count in. */
export async function storeConnections(db: Database, workspaceId: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: integrationConnections.id, provider: integrationConnections.provider, label: integrationConnections.accountLabel })
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.workspaceId, workspaceId),
        inArray(
          integrationConnections.provider,
          shopProviders.map((adapter) => adapter.id),
        ),
      ),
    );
  return rows.map((row) => {
    const name = shopProviders.find((adapter) => adapter.id === row.provider)?.name ?? row.provider;
    return { id: row.id, name: row.label ? `${name} (${row.label})` : name };
  });
}
