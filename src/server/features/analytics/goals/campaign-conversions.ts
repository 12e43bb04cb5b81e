import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { projects } from '../../../projects/schema';
import { analyticsEvents, analyticsGoals } from '../schema';

/** How far back a campaign's visits are looked for: the raw events analytics keeps for attribution. */
const attributionDays = 90;

export interface CampaignConversions {
  /** Visitors who arrived through the campaign's links and then reached one of the project's goals. */
  conversions: number;
  /** The revenue those goals reported, or null when none reported any. */
  revenue: number | null;
}

/**
 * Conversions that analytics attributes to UTM campaigns (e-mail campaigns tag their links): a
 * visitor who landed with the campaign's utm_campaign and reached a goal the same day (visitor ids
 * are daily), counted once per campaign. Only the workspace's projects are read.
 */
export async function campaignConversions(
  db: Database,
  workspaceId: string,
  utmCampaigns: readonly string[],
): Promise<Map<string, CampaignConversions>> {
  const figures = new Map<string, CampaignConversions>();
  if (utmCampaigns.length === 0) return figures;
  const since = new Date(Date.now() - attributionDays * 86_400_000);
  const campaigns = sql.join(
    utmCampaigns.map((campaign) => sql`${campaign}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with arrivals as (
      select distinct project_id, visitor_id, utm_campaign, date_trunc('day', occurred_at) as day
      from ${analyticsEvents}
      where project_id in (select id from ${projects} where workspace_id = ${workspaceId})
        and occurred_at >= ${since} and name = 'pageview' and utm_campaign in (${campaigns})
    ),
    reached as (
      select a.utm_campaign, e.visitor_id, e.project_id, e.revenue_amount
      from arrivals a
      join ${analyticsEvents} e on e.project_id = a.project_id and e.visitor_id = a.visitor_id
        and e.occurred_at >= a.day and e.occurred_at < a.day + interval '1 day'
      join ${analyticsGoals} g on g.project_id = e.project_id and (
        (g.kind = 'event' and e.name = g.value)
        or (g.kind = 'page' and e.name = 'pageview' and e.pathname like replace(replace(replace(replace(g.value, '\\', '\\\\'), '%', '\\%'), '_', '\\_'), '*', '%'))
      )
    )
    select utm_campaign, count(distinct (project_id, visitor_id))::int as conversions, sum(revenue_amount)::text as revenue
    from reached group by utm_campaign`);
  for (const row of rowsOf<{ utm_campaign: string; conversions: number; revenue: string | null }>(result)) {
    figures.set(row.utm_campaign, { conversions: Number(row.conversions), revenue: row.revenue === null ? null : Number(row.revenue) });
  }
  return figures;
}
