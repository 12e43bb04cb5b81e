import { describe, expect, test } from 'vitest';
import { averagePositionText, countText, ctrText, propertyLabel, rangeText } from './search-console-format';

describe('the Search Console figures', () => {
  test('CTR as a percentage and the average position, each to one decimal', () => {
    expect(ctrText(0.03412)).toBe('3.4%');
    expect(ctrText(0)).toBe('0.0%');
    expect(ctrText(1)).toBe('100.0%');
    expect(averagePositionText(4.25)).toBe('4.3');
    expect(averagePositionText(1)).toBe('1.0');
    expect(averagePositionText(12.04)).toBe('12.0');
    expect(countText(12345)).toBe('12,345');
  });

  test('properties as Search Console names them', () => {
    expect(propertyLabel('sc-domain:bakery.example')).toBe('bakery.example (Domain property)');
    expect(propertyLabel('https://www.bakery.example/')).toBe('https://www.bakery.example/');
  });

  test('the imported days, with the year once unless they span two', () => {
    expect(rangeText({ from: '2026-02-01', to: '2026-02-28' })).toBe('Feb 1 – Feb 28, 2026');
    expect(rangeText({ from: '2025-12-13', to: '2026-01-09' })).toBe('Dec 13, 2025 – Jan 9, 2026');
    expect(rangeText({ from: 'soon', to: 'later' })).toBe('soon – later');
  });
});
