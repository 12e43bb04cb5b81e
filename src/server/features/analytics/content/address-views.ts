import { eq, sql } from 'drizzle-orm';
import { toMinorUnits } from '@/shared/money';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { projects } from '../../../projects/schema';
import { bareHost } from '../collect/sites';
import { analyticsSites } from '../schema';

export interface AddressFigures {
  projectId: string;
  visitors: number;
  pageViews: number;
  timeOnPageSeconds: number | null;
  bounceRate: number | null;
}

interface Located {
  address: string;
  projectId: string;
  path: string;
}

/**
 * Page-view figures of addresses (content items' published addresses), from the rollups of the
 * workspace's project whose site the address is on; over [start, end) or all time. An address on no
 * tracked site has no figures.
 */
export async function figuresOfAddresses(
  db: Database,
  workspaceId: string,
  addresses: readonly string[],
  range?: { start: Date; end: Date },
): Promise<Map<string, AddressFigures>> {
  const located = await locate(db, workspaceId, addresses);
  const figures = new Map<string, AddressFigures>();
  if (located.length === 0) return figures;
  const pairs = sql.join(
    located.map((place) => sql`(${place.projectId}::uuid, ${place.path})`),
    sql`, `,
  );
  const within = range ? sql`and bucket >= ${range.start.toISOString()} and bucket < ${range.end.toISOString()}` : sql``;
  const rows = rowsOf<{
    project_id: string;
    value: string;
    visitors: number;
    page_views: number;
    engaged_ms: number;
    entries: number;
    bounces: number;
  }>(
    await db.execute(sql`
      select project_id, value, sum(visitors)::int as visitors, sum(page_views)::int as page_views, sum(engaged_ms)::float8 as engaged_ms,
        sum(entries)::int as entries, sum(bounces)::int as bounces
      from analytics_rollups
      where dimension = 'page' and (project_id, value) in (${pairs}) ${within}
      group by 1, 2`),
  );
  const byPlace = new Map(rows.map((row) => [`${row.project_id} ${row.value}`, row]));
  for (const place of located) {
    const row = byPlace.get(`${place.projectId} ${place.path}`);
    const pageViews = Number(row?.page_views ?? 0);
    const entries = Number(row?.entries ?? 0);
    const engagedMs = Number(row?.engaged_ms ?? 0);
    figures.set(place.address, {
      projectId: place.projectId,
      visitors: Number(row?.visitors ?? 0),
      pageViews,
      timeOnPageSeconds: engagedMs > 0 && pageViews > 0 ? Math.round(engagedMs / pageViews / 1000) : null,
      bounceRate: entries > 0 ? Math.round((Number(row?.bounces ?? 0) / entries) * 1000) / 10 : null,
    });
  }
  return figures;
}

/** Each address's project (by its hostname, as the collector counts it) and path. */
async function locate(db: Database, workspaceId: string, addresses: readonly string[]): Promise<Located[]> {
  const sites = await db
    .select({ id: projects.id, url: projects.url, extra: analyticsSites.extraHostnames })
    .from(projects)
    .leftJoin(analyticsSites, eq(analyticsSites.projectId, projects.id))
    .where(eq(projects.workspaceId, workspaceId));
  const projectOfHost = new Map<string, string>();
  for (const site of sites) {
    for (const host of [...(site.url ? [hostOf(site.url)] : []), ...(site.extra ?? [])]) {
      if (host && !projectOfHost.has(bareHost(host))) projectOfHost.set(bareHost(host), site.id);
    }
  }
  return addresses.flatMap((address) => {
    const host = hostOf(address);
    const projectId = host ? projectOfHost.get(bareHost(host)) : undefined;
    return projectId ? [{ address, projectId, path: pathOf(address) }] : [];
  });
}

function hostOf(address: string): string | null {
  try {
    return new URL(address).hostname;
  } catch {
    return null;
  }
}

/** The path as the collector stores it: decoded, without the query or the fragment, at most 500 characters. */
function pathOf(address: string): string {
  const { pathname } = new URL(address);
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Kept as sent, as the collector keeps it.
  }
  return Array.from(decoded).slice(0, 500).join('');
}

/**
 * Revenue the site reported (events carrying revenue) by visitors whose first page view that day
 * landed on each address, per currency in minor units (ADR 031): the money a content item brought.
 * Visitors are daily hashes, so a visit is credited to the page it began on that day.
 */
export async function revenueOfAddresses(
  db: Database,
  workspaceId: string,
  addresses: readonly string[],
  range: { start: Date; end: Date },
): Promise<Map<string, { currency: string; amountMinor: number }[]>> {
  const located = await locate(db, workspaceId, addresses);
  const revenue = new Map<string, { currency: string; amountMinor: number }[]>();
  if (located.length === 0) return revenue;
  const projectIds = sql.join(
    [...new Set(located.map((place) => place.projectId))].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const within = sql`occurred_at >= ${range.start.toISOString()} and occurred_at < ${range.end.toISOString()}`;
  const rows = rowsOf<{ project_id: string; pathname: string; currency: string; amount: string }>(
    await db.execute(sql`
      with buyers as (
        select project_id, visitor_id, (occurred_at at time zone 'UTC')::date as day, revenue_currency as currency, sum(revenue_amount) as amount
        from analytics_events
        where project_id in (${projectIds}) and revenue_amount is not null and ${within}
        group by 1, 2, 3, 4
      ), landings as (
        select distinct on (project_id, visitor_id, (occurred_at at time zone 'UTC')::date)
          project_id, visitor_id, (occurred_at at time zone 'UTC')::date as day, pathname
        from analytics_events
        where project_id in (${projectIds}) and name = 'pageview' and ${within}
          and (project_id, visitor_id) in (select project_id, visitor_id from buyers)
        order by project_id, visitor_id, (occurred_at at time zone 'UTC')::date, occurred_at
      )
      select buyers.project_id, landings.pathname, buyers.currency, sum(buyers.amount)::text as amount
      from buyers join landings using (project_id, visitor_id, day)
      group by 1, 2, 3`),
  );
  for (const place of located) {
    const earned = rows
      .filter((row) => row.project_id === place.projectId && row.pathname === place.path)
      .map((row) => ({ currency: row.currency, amountMinor: toMinorUnits(Number(row.amount), row.currency) }));
    if (earned.length > 0) revenue.set(place.address, earned);
  }
  return revenue;
}
