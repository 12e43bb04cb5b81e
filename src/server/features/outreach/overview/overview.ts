import { Hono } from 'hono';
import { and, count, eq, sql } from 'drizzle-orm';
import type { OutreachOverview } from '@/shared/outreach/overview';
import type { AppEnv, Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';

/** The tiles' figures, counted in the database: a workspace with ten thousand prospects loads none of them for this. */
export async function outreachOverview(db: Database, viewer: Viewer): Promise<OutreachOverview> {
  const [prospects] = await db
    .select({
      total: count(),
      contacted: sql<number>`count(*) filter (where ${outreachProspects.status} in ('contacted', 'responded'))`.mapWith(Number),
      responded: sql<number>`count(*) filter (where ${outreachProspects.status} = 'responded')`.mapWith(Number),
      partners: sql<number>`count(*) filter (where ${outreachProspects.partner})`.mapWith(Number),
    })
    .from(outreachProspects)
    .where(eq(outreachProspects.workspaceId, viewer.workspaceId));
  const [negotiating] = await db
    .select({ count: count() })
    .from(outreachInfluencers)
    .where(and(eq(outreachInfluencers.workspaceId, viewer.workspaceId), eq(outreachInfluencers.status, 'Negotiating')));
  const { total, contacted, responded, partners } = prospects!;
  return {
    prospects: total,
    contacted,
    responded,
    responseRate: contacted === 0 ? null : Math.round((responded / contacted) * 1000) / 10,
    partnerships: partners + negotiating!.count,
  };
}

export const overviewRoutes = (db: Database) => new Hono<AppEnv>().get('/', async (c) => c.json(await outreachOverview(db, c.var.viewer)));
