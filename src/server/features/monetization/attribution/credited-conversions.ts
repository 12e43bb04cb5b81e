import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { commerceSales } from '../../integrations';
import type { Span } from '../revenue/revenue-ledger';

/** A conversion in the ledger with the tracked click its program's attribution credits. */
export interface CreditedConversion {
  amountMinor: number;
  currency: string;
  linkId: string;
  variant: number;
  contentId: string | null;
  /** The day's visitor hash and the day, which together are one visitor. */
  visitor: string;
}

/**
 * Attribution at read time (ADR 031): a conversion names the click the network was handed; that
 * click gives the visitor and the day, and the program's setting picks that visitor's first or last
 * click on the program's links that day, whose link, variant and content get the credit. A click not
 * written yet (its batch a second away) credits nothing until it is. A shop's sale that carried the
 * click (`uc` kept as its click_ref) is credited to that click: a shop has no program to choose by.
 */
export async function creditedConversions(db: Database, workspaceId: string, span: Span): Promise<CreditedConversion[]> {
  const rows = rowsOf<{
    amount_minor: string;
    currency: string;
    link_id: string;
    variant: number;
    content_id: string | null;
    visitor: string;
  }>(
    await db.execute(sql`
      select revenue.amount_minor::text as amount_minor, revenue.currency, chosen.link_id, chosen.variant, chosen.content_id,
        named.visitor_id::text || ' ' || to_char(named.occurred_at at time zone 'UTC', 'YYYY-MM-DD') as visitor
      from monetization_revenue as revenue
      join monetization_clicks as named on named.click_id = revenue.click_id and named.workspace_id = revenue.workspace_id
      left join monetization_programs as program on program.id = revenue.program_id
      join lateral (
        select click.link_id, click.variant, click.content_id
        from monetization_clicks as click
        where click.workspace_id = revenue.workspace_id and click.visitor_id = named.visitor_id
          and (click.link_id = named.link_id
            or click.link_id in (select link.id from monetization_links as link where link.program_id = revenue.program_id))
          and click.occurred_at >= date_trunc('day', named.occurred_at, 'UTC')
          and click.occurred_at < date_trunc('day', named.occurred_at, 'UTC') + interval '1 day'
        order by case when program.attribution = 'first' then click.occurred_at end asc nulls last, click.occurred_at desc
        limit 1
      ) as chosen on true
      where revenue.workspace_id = ${workspaceId} and revenue.click_id is not null
        and revenue.occurred_at >= ${span.start.toISOString()} and revenue.occurred_at < ${span.end.toISOString()}
      union all
      select sale.amount_minor::text, sale.currency, named.link_id, named.variant, named.content_id,
        named.visitor_id::text || ' ' || to_char(named.occurred_at at time zone 'UTC', 'YYYY-MM-DD')
      from ${commerceSales} as sale
      join monetization_clicks as named on named.click_id = sale.click_ref and named.workspace_id = sale.workspace_id
      where sale.workspace_id = ${workspaceId}
        and sale.occurred_at >= ${span.start.toISOString()} and sale.occurred_at < ${span.end.toISOString()}`),
  );
  return rows.map((row) => ({
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    linkId: row.link_id,
    variant: Number(row.variant),
    contentId: row.content_id,
    visitor: row.visitor,
  }));
}
