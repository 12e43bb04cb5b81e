import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/testing';

/** `count` events over the last 30 days, straight into a stopped instance's PGlite: 300 pages, 20,000 returning visitors. */
export async function seedEvents(dataDir: string, projectId: string, count: number) {
  const database = await openDatabase({ dataDir });
  try {
    const spacingSeconds = (30 * 86_400) / count;
    await database.db.execute(sql`
      insert into analytics_events (project_id, workspace_id, occurred_at, visitor_id, name, hostname, pathname, referrer_host,
        channel, utm_campaign, browser, os, device, revenue_amount, revenue_currency, engaged_ms)
      select p.id, p.workspace_id, now() - make_interval(secs => i * ${spacingSeconds}::float8), (i * 7919) % 20000,
        case when i % 50 = 0 then 'Signup' when i % 10 = 0 then 'engagement' else 'pageview' end,
        'bench.example', '/page-' || (i % 300), case when i % 3 = 0 then 'google.com' end,
        (array['Direct','Organic Search','Social','Referral','Email','Paid'])[1 + i % 6], case when i % 7 = 0 then 'autumn' end,
        (array['Chrome','Safari','Firefox','Edge'])[1 + i % 4], (array['Windows','macOS','iOS','Android'])[1 + i % 4],
        (array['Desktop','Mobile','Tablet'])[1 + i % 3],
        case when i % 50 = 0 then 19.99 end, case when i % 50 = 0 then 'USD' end, case when i % 10 = 0 then 30000 end
      from generate_series(1::bigint, ${count}) as i, projects p where p.id = ${projectId}`);
    await database.db.execute(sql`
      insert into analytics_stale_days (project_id, day)
      select distinct project_id, (occurred_at at time zone 'UTC')::date from analytics_events where project_id = ${projectId}
      on conflict do nothing`);
    await database.db.execute(sql`analyze analytics_events`);
  } finally {
    await database.close();
  }
}
