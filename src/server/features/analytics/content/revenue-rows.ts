import { type SQL, sql } from 'drizzle-orm';
import { currenciesOfOtherExponents, currencyExponent } from '@/shared/money';

// The database converts to minor units as toMinorUnits does.
const otherExponents = currenciesOfOtherExponents.map((code) => sql`when ${code} then ${currencyExponent(code)}`);

/**
 * The workspace's events that carried revenue in [start, end), as rows of (currency, occurred_at,
 * amount_minor, order_id) for Monetization's ledger to read beside its own (ADR 031). Only the
 * workspace's projects are read, through the events' (project, time) index.
 */
export function revenueEventRows(workspaceId: string, span: { start: Date; end: Date }): SQL {
  return sql`
    select revenue_currency as currency, occurred_at,
      round(revenue_amount * power(10, case upper(revenue_currency) ${sql.join(otherExponents, sql` `)} else 2 end))::bigint as amount_minor,
      props ->> 'order_id' as order_id
    from analytics_events
    where project_id in (select id from projects where workspace_id = ${workspaceId})
      and revenue_amount is not null
      and occurred_at >= ${span.start.toISOString()} and occurred_at < ${span.end.toISOString()}`;
}
