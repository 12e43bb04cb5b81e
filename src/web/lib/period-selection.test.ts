import { describe, expect, it } from 'vitest';
import { analyticsRanges, defaultAnalyticsRange, reportQuerySchema } from '@/shared/analytics/analytics';
import { selectionFromParams, selectionQuery } from './period-selection';

const rules = { ranges: analyticsRanges, defaultRange: defaultAnalyticsRange, querySchema: reportQuerySchema };

describe('period selection', () => {
  it('reads the period from the address and falls back to 30 days', () => {
    expect(selectionFromParams(new URLSearchParams('range=90d'), rules)).toEqual({ range: '90d' });
    expect(selectionFromParams(new URLSearchParams('range=5y'), rules)).toEqual({ range: '30d' });
    expect(selectionFromParams(new URLSearchParams(''), rules)).toEqual({ range: '30d' });
    expect(selectionFromParams(new URLSearchParams('from=2026-01-01&to=2026-01-31'), rules)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(selectionFromParams(new URLSearchParams('from=2026-02-01&to=2026-01-01&range=7d'), rules)).toEqual({ range: '7d' });
    expect(selectionQuery({ range: '1y' })).toBe('range=1y');
    expect(selectionQuery({ from: '2026-01-01', to: '2026-01-31' })).toBe('from=2026-01-01&to=2026-01-31');
  });
});
