import { describe, expect, it } from 'vitest';
import {
  changeText,
  changeTone,
  customDashboardMessages,
  dashboardLayoutSchema,
  formatMetric,
  maxDashboardCards,
  moveCard,
} from './custom-dashboard';

describe('custom dashboards', () => {
  it('formats each kind of figure, and none as —', () => {
    expect(formatMetric(null, 'count')).toBe('—');
    expect(formatMetric(12345, 'count')).toBe('12,345');
    expect(formatMetric(42.25, 'percent')).toBe('42.3%');
    expect(formatMetric(4900, 'money', 'USD')).toBe('$49.00');
    expect(formatMetric(1200, 'money', 'JPY')).toBe('¥1,200');
    expect(formatMetric(42, 'duration')).toBe('42s');
    expect(formatMetric(125, 'duration')).toBe('2m 05s');
  });

  it('reads a change as good or bad news by the metric', () => {
    expect(changeText(12.5)).toBe('+12.5%');
    expect(changeText(-3)).toBe('-3%');
    expect(changeText(null)).toBe('');
    expect(changeTone(5)).toBe('good');
    expect(changeTone(5, true)).toBe('bad');
    expect(changeTone(-5, true)).toBe('good');
    expect(changeTone(0)).toBe('flat');
    expect(changeTone(null)).toBe('flat');
  });

  it('moves a card up, down or across, keeping the others in order', () => {
    expect(moveCard(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveCard(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveCard(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveCard(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a layout with too many cards, a metric twice or an unknown size, with its text', () => {
    const card = (metricId: string, size = 'small') => ({ metricId, size });
    const message = (cards: unknown[]) => dashboardLayoutSchema.safeParse({ cards }).error?.issues[0]?.message;
    expect(message([card('a'), card('b', 'large')])).toBeUndefined();
    expect(message(Array.from({ length: maxDashboardCards + 1 }, (_, i) => card(`m${i}`)))).toBe(customDashboardMessages.tooManyCards);
    expect(message([card('a'), card('a', 'large')])).toBe(customDashboardMessages.duplicateMetric);
    expect(message([card('a', 'wide')])).toBe(customDashboardMessages.invalidSize);
    expect(message([card('')])).toBe(customDashboardMessages.unknownMetric);
  });
});
