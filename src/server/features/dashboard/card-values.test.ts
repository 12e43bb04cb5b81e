import { describe, expect, it } from 'vitest';
import type { AreaMetric } from '../../lib/area-metric';
import { cardValue, dashboardPeriod } from './card-values';

const metric: AreaMetric = {
  id: 'seo.average_position',
  area: 'seo',
  label: 'Average position',
  format: 'count',
  lowerIsBetter: true,
  read: async () => ({ value: null, previous: null }),
};

describe('card values', () => {
  it('covers the last 30 days up to today and the 30 before', () => {
    const period = dashboardPeriod(new Date('2026-03-15T18:00:00Z'));
    expect(period).toMatchObject({ from: '2026-02-14', to: '2026-03-15' });
    expect(period.current).toEqual({ start: new Date('2026-02-14T00:00:00Z'), end: new Date('2026-03-16T00:00:00Z') });
    expect(period.previous).toEqual({ start: new Date('2026-01-15T00:00:00Z'), end: new Date('2026-02-14T00:00:00Z') });
  });

  it('shows the change against the previous period, none without one or without a figure', () => {
    const card = { metricId: metric.id, size: 'medium' as const };
    expect(cardValue(card, metric, { value: 8, previous: 10 })).toEqual({
      metricId: metric.id,
      size: 'medium',
      area: 'seo',
      label: 'Average position',
      format: 'count',
      lowerIsBetter: true,
      value: 8,
      previous: 10,
      change: -20,
    });
    expect(cardValue(card, metric, { value: 8, previous: null }).change).toBeNull();
    expect(cardValue(card, metric, { value: null, previous: 3 }).change).toBeNull();
    expect(cardValue(card, { ...metric, format: 'money' }, { value: 100, previous: 50, currency: 'EUR' })).toMatchObject({
      currency: 'EUR',
      change: 100,
    });
  });
});
