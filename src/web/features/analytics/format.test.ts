import { describe, expect, it } from 'vitest';
import { barWidth, countryName, formatChange, formatCount, formatDuration, formatRate, formatRevenue, formatSpan } from './format';

describe('analytics figures', () => {
  it('writes changes with their sign and one decimal', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-3)).toBe('-3.0%');
    expect(formatChange(0)).toBe('0.0%');
  });

  it('writes time on page as m:ss, and h:mm:ss from an hour on', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(125.6)).toBe('2:06');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('writes rates, counts and revenue, with — for what was not measured', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(100)).toBe('100%');
    expect(formatRate(33.333)).toBe('33.3%');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12_345)).toBe('12.3K');
    expect(formatRevenue(19, 'USD')).toBe('$19');
    expect(formatRevenue(19.5, 'EUR')).toBe('€19.50');
    expect(formatRevenue(0, null)).toBe('—');
  });

  it('writes a period as a span of days', () => {
    expect(formatSpan('2026-03-04', '2026-04-02')).toBe('Mar 4 – Apr 2, 2026');
    expect(formatSpan('2025-12-04', '2026-01-02')).toBe('Dec 4, 2025 – Jan 2, 2026');
    expect(formatSpan('2026-03-04', '2026-03-04')).toBe('Mar 4, 2026');
  });

  it('sizes breakdown bars against the largest row', () => {
    expect(barWidth(5, 10)).toBe(50);
    expect(barWidth(0, 0)).toBe(0);
    expect(barWidth(1, 1000)).toBe(2);
  });
});

it('countries show by name, unknown codes as they are', () => {
  expect(countryName('GB')).toBe('United Kingdom');
  expect(countryName('DE')).toBe('Germany');
  expect(countryName('XX')).toBe('XX');
});
