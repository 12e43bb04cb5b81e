import type { MetricDescription } from '@/shared/area-metrics';
import type { Database } from '../db/database';

/** A period's first instant and the instant after its last. */
export interface MetricSpan {
  start: Date;
  end: Date;
}

/** The days a card covers (UTC, both ends included) and the same number of days just before them. */
export interface MetricPeriod {
  from: string;
  to: string;
  current: MetricSpan;
  previous: MetricSpan;
}

/** A figure of the period; null where its source is not set up (no tracked site, no ranks checked). */
export interface MetricReading {
  value: number | null;
  /** The previous period's figure where it is cheap to count; null otherwise. */
  previous: number | null;
  /** For money: the currency of the amount (minor units). */
  currency?: string;
}

/**
 * One figure an area exposes to custom dashboards (ADR 039). Read-only and scoped to one workspace:
 * `read` sees nothing of another.
 */
export interface AreaMetric extends MetricDescription {
  /** Saved dashboards keep `id`: never rename one. */
  read(db: Database, workspaceId: string, period: MetricPeriod): Promise<MetricReading>;
}

/**
 * Every area's metrics, bound once the areas are built (start-server.ts), read at request time by the
 * dashboard: it gathers them without knowing any area.
 */
export class AreaMetrics {
  private list: readonly AreaMetric[] = [];
  private byId = new Map<string, AreaMetric>();

  bind(metrics: readonly AreaMetric[]): void {
    const ids = new Set<string>();
    for (const metric of metrics) {
      if (ids.has(metric.id)) throw new Error(`Two areas expose the metric ${metric.id}`);
      ids.add(metric.id);
    }
    this.list = metrics;
    this.byId = new Map(metrics.map((metric) => [metric.id, metric]));
  }

  all(): readonly AreaMetric[] {
    return this.list;
  }

  get(id: string): AreaMetric | undefined {
    return this.byId.get(id);
  }
}
