import { eq } from 'drizzle-orm';
import type { RevenueStream } from '@/shared/monetization/monetization';
import type { MonetizationSettings, MonetizationSettingsInput } from '@/shared/monetization/revenue';
import type { Database } from '../../../db/database';
import { storeConnections } from '../../integrations';
import { monetizationSettings } from './schema';

/** The workspace's counting choices, or the defaults while it has made none. */
export async function countingOf(
  db: Database,
  workspaceId: string,
): Promise<{ analyticsRevenue: boolean; storeStreams: Record<string, RevenueStream> }> {
  const [row] = await db
    .select({ analyticsRevenue: monetizationSettings.analyticsRevenue, storeStreams: monetizationSettings.storeStreams })
    .from(monetizationSettings)
    .where(eq(monetizationSettings.workspaceId, workspaceId));
  return row ?? { analyticsRevenue: true, storeStreams: {} };
}

export async function monetizationSettingsOf(db: Database, workspaceId: string): Promise<MonetizationSettings> {
  const stores = await storeConnections(db, workspaceId);
  const counting = await countingOf(db, workspaceId);
  return {
    analyticsRevenue: counting.analyticsRevenue,
    // Only the workspace's own shops: a choice for a connection removed since is left out.
    storeStreams: Object.fromEntries(
      stores.flatMap((store) => (counting.storeStreams[store.id] ? [[store.id, counting.storeStreams[store.id]!]] : [])),
    ),
    stores,
  };
}

export async function saveMonetizationSettings(
  db: Database,
  workspaceId: string,
  input: MonetizationSettingsInput,
): Promise<MonetizationSettings> {
  const stores = new Set((await storeConnections(db, workspaceId)).map((store) => store.id));
  const storeStreams = input.storeStreams
    ? Object.fromEntries(Object.entries(input.storeStreams).filter(([id]) => stores.has(id)))
    : (await countingOf(db, workspaceId)).storeStreams;
  const values = { analyticsRevenue: input.analyticsRevenue, storeStreams };
  await db
    .insert(monetizationSettings)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: monetizationSettings.workspaceId, set: { ...values, updatedAt: new Date() } });
  return monetizationSettingsOf(db, workspaceId);
}
