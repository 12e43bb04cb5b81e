import type { GoalTarget } from '@/shared/analytics/goals';
import { targetMatcher } from '../goals/path-pattern';

/** The columns of an event the rollups read. */
export interface RawEvent {
  occurredAt: Date;
  visitorId: string;
  name: string;
  pathname: string;
  referrerHost: string | null;
  channel: string;
  utmCampaign: string | null;
  browser: string;
  os: string;
  device: string;
  country: string | null;
  revenueAmount: string | null;
  revenueCurrency: string | null;
  engagedMs: number | null;
}

export interface RollupRow {
  bucket: Date;
  dimension: string;
  value: string;
  visitors: number;
  pageViews: number;
  visits: number;
  bounces: number;
  engagedMs: number;
  entries: number;
  exits: number;
  events: number;
  revenue: string;
}

/** A new visit starts after this long without an event. */
export const visitGapMs = 30 * 60_000;

/** A goal as the rollups count it: dimension 'goal' per goal, 'goal-source' per goal and channel, 'goal-revenue' per goal and currency. */
export type RolledGoal = GoalTarget & { id: string };

interface Visit {
  first: RawEvent;
  events: RawEvent[];
  pageViews: RawEvent[];
  ownEvents: number;
  engagedMs: number;
}

/**
 * One UTC day's events (all of one project) as rollup rows: totals by hour, breakdowns for the day.
 * A visitor counts once per row, in the hour they first appear (for a breakdown, the day), so adding
 * rows over whole days gives the days' unique visitors. Visits split after 30 minutes of silence; a
 * visit's source and entry come from its first page view, its exit from its last, and it bounced with one page view and no
 * event of the site's own. A goal reached in a visit counts its visitor once a day, by the visit's source.
 */
export function rollupDay(day: Date, events: readonly RawEvent[], goals: readonly RolledGoal[] = []): RollupRow[] {
  const rows = new Map<string, RollupRow>();
  const seen = new Set<string>();
  const row = (bucket: Date, dimension: string, value: string): RollupRow => {
    const key = `${bucket.getTime()}\u0000${dimension}\u0000${value}`;
    let found = rows.get(key);
    if (!found) {
      found = {
        bucket,
        dimension,
        value,
        visitors: 0,
        pageViews: 0,
        visits: 0,
        bounces: 0,
        engagedMs: 0,
        entries: 0,
        exits: 0,
        events: 0,
        revenue: '0',
      };
      rows.set(key, found);
    }
    return found;
  };
  /** Counts the visitor on a row the first time it is met there this day. */
  const countVisitor = (visitorId: string, bucket: Date, dimension: string, value: string) => {
    const key = `${visitorId}\u0000${dimension}\u0000${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    row(bucket, dimension, value).visitors++;
  };
  const cents = new Map<RollupRow, number>();
  const addRevenue = (target: RollupRow, amount: string) => cents.set(target, (cents.get(target) ?? 0) + Math.round(Number(amount) * 100));
  const goalMatchers = goals.map((goal) => ({ id: goal.id, reached: targetMatcher(goal) }));

  for (const visitorEvents of byVisitor(events).values()) {
    const first = visitorEvents[0]!;
    for (const [dimension, value] of [
      ['browser', first.browser],
      ['os', first.os],
      ['device', first.device],
      ['country', first.country],
    ] as const) {
      if (value) countVisitor(first.visitorId, day, dimension, value);
    }
    for (const event of visitorEvents) {
      const hour = startOfHour(event.occurredAt);
      countVisitor(event.visitorId, hour, '', '');
      if (event.name === 'pageview') {
        row(hour, '', '').pageViews++;
        row(day, 'page', event.pathname).pageViews++;
        countVisitor(event.visitorId, day, 'page', event.pathname);
      } else if (event.name === 'engagement') {
        row(day, 'page', event.pathname).engagedMs += event.engagedMs ?? 0;
      } else {
        row(hour, '', '').events++;
        const named = row(day, 'event', event.name);
        named.events++;
        countVisitor(event.visitorId, day, 'event', event.name);
        if (event.revenueAmount !== null && event.revenueCurrency) {
          const revenue = row(day, 'revenue', event.revenueCurrency);
          revenue.events++;
          addRevenue(revenue, event.revenueAmount);
          addRevenue(named, event.revenueAmount);
        }
      }
    }
    // A visit without a page view of its own (an event long after the last one) keeps the source before it.
    let lastSource = 'Direct';
    for (const visit of visitsOf(visitorEvents)) {
      const source = visit.pageViews[0]?.channel ?? lastSource;
      lastSource = source;
      for (const event of visit.events) {
        for (const goal of goalMatchers) {
          if (!goal.reached(event)) continue;
          row(day, 'goal', goal.id).events++;
          countVisitor(first.visitorId, day, 'goal', goal.id);
          countVisitor(first.visitorId, day, 'goal-source', `${goal.id}:${source}`);
          if (event.revenueAmount !== null && event.revenueCurrency) {
            const revenue = row(day, 'goal-revenue', `${goal.id}:${event.revenueCurrency}`);
            revenue.events++;
            addRevenue(revenue, event.revenueAmount);
          }
        }
      }
      if (visit.pageViews.length === 0) continue;
      const bounced = visit.pageViews.length === 1 && visit.ownEvents === 0;
      const totals = row(startOfHour(visit.first.occurredAt), '', '');
      totals.visits++;
      totals.bounces += bounced ? 1 : 0;
      totals.engagedMs += visit.engagedMs;
      const entry = row(day, 'page', visit.pageViews[0]!.pathname);
      entry.entries++;
      entry.bounces += bounced ? 1 : 0;
      row(day, 'page', visit.pageViews.at(-1)!.pathname).exits++;
      const landing = visit.pageViews[0]!;
      const sources = [
        ['channel', landing.channel],
        ['referrer', landing.referrerHost],
        ['campaign', landing.utmCampaign],
      ] as const;
      for (const [dimension, value] of sources) {
        if (!value) continue;
        row(day, dimension, value).visits++;
        countVisitor(first.visitorId, day, dimension, value);
      }
    }
  }
  for (const [target, total] of cents) target.revenue = (total / 100).toFixed(2);
  return [...rows.values()];
}

function byVisitor(events: readonly RawEvent[]): Map<string, RawEvent[]> {
  const visitors = new Map<string, RawEvent[]>();
  for (const event of [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
    const list = visitors.get(event.visitorId);
    if (list) list.push(event);
    else visitors.set(event.visitorId, [event]);
  }
  return visitors;
}

function visitsOf(events: readonly RawEvent[]): Visit[] {
  const visits: Visit[] = [];
  let current: Visit | undefined;
  let last = 0;
  for (const event of events) {
    const at = event.occurredAt.getTime();
    // Engaged time reports how long the last page was read: it belongs to that visit, however long.
    if (!current || (at - last > visitGapMs && event.name !== 'engagement')) {
      current = { first: event, events: [], pageViews: [], ownEvents: 0, engagedMs: 0 };
      visits.push(current);
    }
    last = at;
    current.events.push(event);
    if (event.name === 'pageview') current.pageViews.push(event);
    else if (event.name === 'engagement') current.engagedMs += event.engagedMs ?? 0;
    else current.ownEvents++;
  }
  return visits;
}

export function startOfHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
}
