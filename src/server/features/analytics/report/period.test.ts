import { expect, test } from 'vitest';
import { percentChange } from '@/shared/analytics/analytics';
import { daysOf, reportPeriod } from './period';

const today = new Date('2026-11-25T15:00:00Z');

test('a preset range ends today and the previous period is as long, just before it', () => {
  expect(reportPeriod({ range: '7d' }, today)).toEqual({
    from: '2026-11-19',
    to: '2026-11-25',
    previousFrom: '2026-11-12',
    previousTo: '2026-11-18',
  });
  expect(reportPeriod({ range: '30d' }, today)).toEqual({
    from: '2026-10-27',
    to: '2026-11-25',
    previousFrom: '2026-09-27',
    previousTo: '2026-10-26',
  });
  const year = reportPeriod({ range: '1y' }, today);
  expect(daysOf(year.from, year.to)).toHaveLength(365);
  expect(daysOf(year.previousFrom, year.previousTo)).toHaveLength(365);
});

test('custom dates win, across a month end and a leap day', () => {
  expect(reportPeriod({ range: '30d', from: '2028-03-01', to: '2028-03-03' }, today)).toEqual({
    from: '2028-03-01',
    to: '2028-03-03',
    previousFrom: '2028-02-27',
    previousTo: '2028-02-29',
  });
});

test('a change needs a previous figure above zero', () => {
  expect(percentChange(125, 100)).toBe(25);
  expect(percentChange(1, 3)).toBe(-66.7);
  expect(percentChange(5, 0)).toBeNull();
  expect(percentChange(5, null)).toBeNull();
});
