import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Campaign, campaignInputSchema } from '@/shared/projects';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/database';
import { readWorkspaceRows } from '../../db/workspace-reads';
import { notFound } from '../../lib/service-error';
import { recordUserEvent } from '../../events/service';
import { campaigns } from './schema';

type CampaignValues = z.output<typeof campaignInputSchema>;

/** The workspace's campaigns: created active with zero metrics, with everything the form collects. */
export class CampaignsService {
  constructor(private readonly db: Database) {}

  /** Kept until the workspace's campaigns change (db/workspace-reads.ts). */
  async list(viewer: Viewer): Promise<Campaign[]> {
    const { workspaceId } = viewer;
    return readWorkspaceRows(
      this.db,
      { name: 'campaigns', tables: ['campaigns'], workspaceId, variant: '', rows: (list) => list.length },
      async () => {
        const rows = await this.db
          .select()
          .from(campaigns)
          .where(eq(campaigns.workspaceId, workspaceId))
          .orderBy(desc(campaigns.createdAt));
        return rows.map(toCampaign);
      },
    );
  }

  async create(viewer: Viewer, values: CampaignValues): Promise<Campaign> {
    const [row] = await this.db
      .insert(campaigns)
      .values({ ...values, status: 'active', workspaceId: viewer.workspaceId, createdBy: viewer.userId })
      .returning();
    if (!row) throw new Error('The campaign was not stored');
    await recordUserEvent(this.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'campaign_created',
      description: `Created the ${row.type} campaign ${row.name}`,
      data: { campaign_type: row.type },
    });
    return toCampaign(row);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.db
      .delete(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.workspaceId, viewer.workspaceId)))
      .returning({ id: campaigns.id });
    if (removed.length === 0) throw notFound();
  }
}

function toCampaign(row: typeof campaigns.$inferSelect): Campaign {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    description: row.description,
    targetAudience: row.targetAudience,
    goals: row.goals,
    startDate: row.startDate,
    endDate: row.endDate,
    metrics: row.metrics,
    createdAt: row.createdAt.toISOString(),
  };
}
