import { percentChange } from '@/shared/analytics/analytics';
import { type DashboardCard, type DashboardCardValue, dashboardPeriodDays } from '@/shared/dashboard/custom-dashboard';
import type { AreaMetric, MetricPeriod, MetricReading } from '../../lib/area-metric';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { periodBounds, reportPeriod } from '../analytics';

/** The last 30 days up to today (UTC) and the 30 before them. */
export function dashboardPeriod(now: Date): MetricPeriod {
  const period = reportPeriod({ range: '30d' }, now);
  const days = periodBounds(period.from, period.to);
  if ((days.end.getTime() - days.start.getTime()) / 86_400_000 !== dashboardPeriodDays) throw new Error('The 30d range changed length');
  return { from: period.from, to: period.to, current: days, previous: periodBounds(period.previousFrom, period.previousTo) };
}

/** A card as shown, from its metric's reading. */
export function cardValue(card: DashboardCard, metric: AreaMetric, reading: MetricReading): DashboardCardValue {
  const { value, previous, currency } = reading;
  return {
    ...card,
    area: metric.area,
    label: metric.label,
    format: metric.format,
    ...(metric.lowerIsBetter && { lowerIsBetter: true }),
    value,
    previous,
    change: value === null ? null : percentChange(value, previous),
    ...(currency && { currency }),
  };
}

/**
 * Reads every card's metric for the workspace at once. A card whose metric no area exposes any more
 * is left out; one whose source fails shows '—' (logged as an error) rather than failing the others.
 */
export async function readCards(
  deps: { db: Database; logger: Pick<Logger, 'error'>; metricOf: (id: string) => AreaMetric | undefined },
  workspaceId: string,
  cards: readonly DashboardCard[],
  period: MetricPeriod,
): Promise<DashboardCardValue[]> {
  const read = await Promise.all(
    cards.map(async (card) => {
      const metric = deps.metricOf(card.metricId);
      if (!metric) return null;
      try {
        return cardValue(card, metric, await metric.read(deps.db, workspaceId, period));
      } catch (error) {
        deps.logger.error('a dashboard metric could not be read', { metric: metric.id, error: (error as Error).message });
        return cardValue(card, metric, { value: null, previous: null });
      }
    }),
  );
  return read.filter((card) => card !== null);
}
