import { describe, expect, it } from 'vitest';
import { entriesByDay, monthGrid, shiftMonth } from './calendar-grid';

describe('monthGrid', () => {
  it('starts on the Monday on or before the 1st and ends on a Sunday', () => {
    // March 2027 starts on a Monday and has 31 days: five weeks, no leading days.
    const march = monthGrid(2027, 2);
    expect(march.weeks).toHaveLength(5);
    expect(march.weeks[0]?.[0]?.key).toBe('2027-03-01');
    expect(march.weeks[4]?.[6]?.key).toBe('2027-04-04');
    expect(march.weeks[4]?.[6]?.inMonth).toBe(false);
  });

  it('takes six weeks when the month spills over, with days of the neighbouring months marked', () => {
    // August 2027 starts on a Sunday: six leading days from July, 31 days, six weeks.
    const august = monthGrid(2027, 7);
    expect(august.weeks).toHaveLength(6);
    expect(august.weeks[0]?.map((day) => day.key)).toEqual([
      '2027-07-26',
      '2027-07-27',
      '2027-07-28',
      '2027-07-29',
      '2027-07-30',
      '2027-07-31',
      '2027-08-01',
    ]);
    expect(august.weeks[0]?.[5]?.inMonth).toBe(false);
    expect(august.weeks[0]?.[6]?.inMonth).toBe(true);
    expect(august.weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });

  it('fits February 2027 in four weeks and answers the range to ask the server for', () => {
    const february = monthGrid(2027, 1);
    expect(february.weeks).toHaveLength(4);
    expect(february.from).toEqual(new Date(2027, 1, 1));
    expect(february.to).toEqual(new Date(2027, 2, 1));
  });

  it('keeps every week seven days long across a daylight-saving change', () => {
    for (const week of monthGrid(2027, 9).weeks) expect(new Set(week.map((day) => day.key)).size).toBe(7);
  });
});

describe('shiftMonth', () => {
  it('crosses year boundaries', () => {
    expect(shiftMonth(2027, 0, -1)).toEqual({ year: 2026, month: 11 });
    expect(shiftMonth(2027, 11, 1)).toEqual({ year: 2028, month: 0 });
  });
});

describe('entriesByDay', () => {
  it('groups entries by their local day in time order', () => {
    const late = new Date(2027, 2, 4, 18).toISOString();
    const early = new Date(2027, 2, 4, 9).toISOString();
    const other = new Date(2027, 2, 5, 9).toISOString();
    const days = entriesByDay([
      { id: 'b', title: 'Late', type: 'blog', status: 'scheduled', date: late },
      { id: 'c', title: 'Other', type: 'email', status: 'published', date: other },
      { id: 'a', title: 'Early', type: 'social', status: 'scheduled', date: early },
    ]);
    expect(days.get('2027-03-04')?.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(days.get('2027-03-05')?.map((entry) => entry.id)).toEqual(['c']);
  });
});
