import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';

/**
 * One of SEO Tools' link opportunities, as its Find Opportunities keeps them (written in SQL: a test
 * here may not use SEO's code): what Contact on Link Building starts from.
 */
export async function addLinkOpportunity(
  db: Database,
  workspaceId: string,
  page: string,
  found: { authority?: number | null; reason?: string } = {},
): Promise<string> {
  const host = new URL(page).hostname;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into seo_link_opportunities (workspace_id, site, domain, page, type, relevance, authority, reason)
      values (${workspaceId}, 'https://bakery.example', ${host}, ${page}, 'resource_page', 80, ${found.authority ?? null},
              ${found.reason ?? 'A resource page that links to baking guides'})
      returning id`),
  );
  return row!.id;
}
