import { eq } from 'drizzle-orm';
import type { MonetizationSettings } from '@/shared/monetization/revenue';
import type { Database } from '../../../db/database';
import { monetizationSettings } from './schema';

const defaults: MonetizationSettings = { analyticsRevenue: true };

/** The workspace's counting settings, or the defaults while it has chosen none. */
export async function monetizationSettingsOf(db: Database, workspaceId: string): Promise<MonetizationSettings> {
  const [row] = await db
    .select({ analyticsRevenue: monetizationSettings.analyticsRevenue })
    .from(monetizationSettings)
    .where(eq(monetizationSettings.workspaceId, workspaceId));
  return row ?? defaults;
}

export async function saveMonetizationSettings(
  db: Database,
  workspaceId: string,
  settings: MonetizationSettings,
): Promise<MonetizationSettings> {
  await db
    .insert(monetizationSettings)
    .values({ workspaceId, ...settings })
    .onConflictDoUpdate({ target: monetizationSettings.workspaceId, set: { ...settings, updatedAt: new Date() } });
  return monetizationSettingsOf(db, workspaceId);
}
