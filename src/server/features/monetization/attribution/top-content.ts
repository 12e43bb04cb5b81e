import { and, count, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import type { Database } from '../../../db/database';
import { revenueOfAddresses } from '../../analytics';
import { publishedContent } from '../../content';
import { monetizationClicks } from '../links/schema';
import type { Span } from '../revenue/revenue-ledger';
import { creditedConversions } from './credited-conversions';

const shown = 5;

type Money = { currency: string; amountMinor: number };

function addMoney(into: Money[], currency: string, amountMinor: number): void {
  const entry = into.find((money) => money.currency === currency);
  if (entry) entry.amountMinor += amountMinor;
  else into.push({ currency, amountMinor });
}

/** Tracked clicks in the span that came from a content item (its `c`, or its page as the referrer), by item. */
export async function clicksByContent(db: Database, workspaceId: string, span: Span): Promise<Map<string, number>> {
  const rows = await db
    .select({ contentId: monetizationClicks.contentId, clicks: count() })
    .from(monetizationClicks)
    .where(
      and(
        eq(monetizationClicks.workspaceId, workspaceId),
        isNotNull(monetizationClicks.contentId),
        gte(monetizationClicks.occurredAt, span.start),
        lt(monetizationClicks.occurredAt, span.end),
      ),
    )
    .groupBy(monetizationClicks.contentId);
  return new Map(rows.map((row) => [row.contentId!, row.clicks]));
}

/** What each content item earned in the span, by its id: the items with any click or money. */
export async function contentEarnings(db: Database, workspaceId: string, span: Span): Promise<Map<string, TopContentItem>> {
  const items = await publishedContent(db, workspaceId);
  const earned = new Map<string, TopContentItem>();
  if (items.length === 0) return earned;
  const figures = new Map<string, { revenue: Money[]; clicks: number; conversions: number }>();
  const of = (contentId: string) => {
    let entry = figures.get(contentId);
    if (!entry) figures.set(contentId, (entry = { revenue: [], clicks: 0, conversions: 0 }));
    return entry;
  };

  for (const [contentId, clicks] of await clicksByContent(db, workspaceId, span)) of(contentId).clicks = clicks;
  for (const conversion of await creditedConversions(db, workspaceId, span)) {
    if (!conversion.contentId) continue;
    const entry = of(conversion.contentId);
    addMoney(entry.revenue, conversion.currency, conversion.amountMinor);
    entry.conversions += conversion.amountMinor >= 0 ? 1 : -1;
  }
  const addresses = items.flatMap((item) => (item.publishedUrl ? [item.publishedUrl] : []));
  const reported = await revenueOfAddresses(db, workspaceId, addresses, span);
  for (const item of items) {
    for (const money of (item.publishedUrl && reported.get(item.publishedUrl)) || [])
      addMoney(of(item.id).revenue, money.currency, money.amountMinor);
  }
  for (const item of items) {
    const entry = figures.get(item.id);
    if (!entry || (entry.clicks === 0 && entry.revenue.every((money) => money.amountMinor === 0))) continue;
    earned.set(item.id, {
      contentId: item.id,
      title: item.title,
      url: item.publishedUrl,
      revenue: entry.revenue.filter((money) => money.amountMinor !== 0).sort((a, b) => b.amountMinor - a.amountMinor),
      clicks: entry.clicks,
      conversions: Math.max(0, entry.conversions),
    });
  }
  return earned;
}

/**
 * The content items that earned most in the span: conversions credited to tracked clicks that came
 * from them, and revenue the site reported by visitors who landed on their published address.
 */
export async function topEarningContent(db: Database, workspaceId: string, span: Span): Promise<TopContentItem[]> {
  const largest = (revenue: Money[]) => Math.max(0, ...revenue.map((money) => money.amountMinor));
  return [...(await contentEarnings(db, workspaceId, span)).values()]
    .sort((a, b) => largest(b.revenue) - largest(a.revenue) || b.clicks - a.clicks)
    .slice(0, shown);
}
