import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workspaces } from '../../tenancy/schema';
import { campaigns } from './schema';

/** The workspace's active campaigns, for the dashboard. */
export async function countActiveCampaigns(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(campaigns)
    .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.status, 'active')));
  return row?.value ?? 0;
}

/** Campaigns in every workspace but the Samples (the admin overview). */
export async function countRealCampaigns(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(campaigns)
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .where(ne(workspaces.kind, 'sample'));
  return row?.value ?? 0;
}
