import { expect, test } from 'vitest';
import { type RawEvent, type RollupRow, rollupDay } from './rollup-day';

const day = new Date('2026-11-24T00:00:00Z');
const at = (minutes: number) => new Date(day.getTime() + minutes * 60_000);

function event(visitorId: string, minutes: number, name: string, pathname: string, extra: Partial<RawEvent> = {}): RawEvent {
  return {
    occurredAt: at(minutes),
    visitorId,
    name,
    pathname,
    referrerHost: null,
    channel: 'Direct',
    utmCampaign: null,
    browser: 'Chrome',
    os: 'Linux',
    device: 'Desktop',
    country: null,
    revenueAmount: null,
    revenueCurrency: null,
    engagedMs: null,
    ...extra,
  };
}

const sum = (rows: readonly RollupRow[], pick: (row: RollupRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
const rowsOf = (rows: readonly RollupRow[], dimension: string, value?: string) =>
  rows.filter((row) => row.dimension === dimension && (value === undefined || row.value === value));

/** A deterministic day of traffic: a few hundred visitors wandering over five pages. */
function randomDay(): RawEvent[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pages = ['/', '/pricing', '/blog', '/blog/a', '/contact'];
  const channels = ['Direct', 'Organic Search', 'Social'];
  const events: RawEvent[] = [];
  for (let visitor = 0; visitor < 300; visitor++) {
    let minute = Math.floor(random() * 1380);
    const channel = channels[visitor % 3]!;
    for (let step = 0; step < 1 + Math.floor(random() * 5); step++) {
      minute += Math.floor(random() * 50);
      if (minute >= 1440) break;
      const page = pages[Math.floor(random() * pages.length)]!;
      events.push(event(`v${visitor}`, minute, 'pageview', page, { channel }));
      if (random() < 0.3)
        events.push(event(`v${visitor}`, minute, 'engagement', page, { channel, engagedMs: 1000 + Math.floor(random() * 60_000) }));
      if (random() < 0.1)
        events.push(event(`v${visitor}`, minute, 'Signup', page, { channel, revenueAmount: '19.99', revenueCurrency: 'USD' }));
    }
  }
  return events;
}

test('the rollups add up to what the raw events say', () => {
  const events = randomDay();
  const rows = rollupDay(day, events);
  const totals = rowsOf(rows, '', '');
  const distinct = (list: readonly RawEvent[]) => new Set(list.map((item) => item.visitorId)).size;
  const pageViews = events.filter((item) => item.name === 'pageview');

  expect(sum(totals, (row) => row.visitors)).toBe(distinct(events));
  expect(sum(totals, (row) => row.pageViews)).toBe(pageViews.length);
  expect(sum(totals, (row) => row.events)).toBe(events.filter((item) => item.name === 'Signup').length);
  for (const page of new Set(pageViews.map((item) => item.pathname))) {
    const [row] = rowsOf(rows, 'page', page);
    const onPage = pageViews.filter((item) => item.pathname === page);
    expect(row?.visitors, page).toBe(distinct(onPage));
    expect(row?.pageViews, page).toBe(onPage.length);
    const engaged = events.filter((item) => item.name === 'engagement' && item.pathname === page);
    expect(row?.engagedMs, page).toBe(engaged.reduce((total, item) => total + (item.engagedMs ?? 0), 0));
  }
  const visits = sum(totals, (row) => row.visits);
  expect(sum(rowsOf(rows, 'page'), (row) => row.entries)).toBe(visits);
  expect(sum(rowsOf(rows, 'page'), (row) => row.exits)).toBe(visits);
  expect(sum(rowsOf(rows, 'channel'), (row) => row.visits)).toBe(visits);
  for (const channel of ['Direct', 'Organic Search', 'Social']) {
    expect(rowsOf(rows, 'channel', channel)[0]?.visitors).toBe(distinct(events.filter((item) => item.channel === channel)));
  }
  const signups = events.filter((item) => item.name === 'Signup').length;
  expect(rowsOf(rows, 'revenue', 'USD')[0]?.revenue).toBe((signups * 19.99).toFixed(2));
  expect(rowsOf(rows, 'device', 'Desktop')[0]?.visitors).toBe(distinct(events));
});

test('visits split after 30 minutes of silence; one page and no event is a bounce', () => {
  const rows = rollupDay(day, [
    event('a', 0, 'pageview', '/'),
    event('a', 5, 'pageview', '/pricing'),
    event('a', 45, 'pageview', '/blog'),
    event('b', 600, 'pageview', '/'),
    event('b', 601, 'Signup', '/'),
  ]);
  const totals = rowsOf(rows, '', '');
  expect(sum(totals, (row) => row.visits)).toBe(3);
  expect(sum(totals, (row) => row.bounces)).toBe(1);
  expect(rowsOf(rows, 'page', '/')[0]).toMatchObject({ entries: 2, exits: 1, bounces: 0 });
  expect(rowsOf(rows, 'page', '/pricing')[0]).toMatchObject({ entries: 0, exits: 1 });
  expect(rowsOf(rows, 'page', '/blog')[0]).toMatchObject({ entries: 1, exits: 1, bounces: 1 });
  // A visitor counts in the hour first seen; b arrives at 10:00.
  expect(totals.map((row) => [row.bucket.getUTCHours(), row.visitors])).toEqual([
    [0, 1],
    [10, 1],
  ]);
});

test('a goal counts each visitor once a day, by the source of the visit it was reached in', () => {
  const goals = [
    { id: 'blog', kind: 'page' as const, value: '/blog/*' },
    { id: 'signup', kind: 'event' as const, value: 'Signup' },
  ];
  const rows = rollupDay(
    day,
    [
      event('a', 0, 'pageview', '/', { channel: 'Social' }),
      event('a', 1, 'pageview', '/blog/one', { channel: 'Social' }),
      event('a', 2, 'pageview', '/blog/two', { channel: 'Social' }),
      // A second visit, an hour later, from search.
      event('a', 90, 'pageview', '/blog/three', { channel: 'Organic Search' }),
      event('a', 91, 'Signup', '/blog/three', { revenueAmount: '10.00', revenueCurrency: 'EUR' }),
      event('b', 5, 'pageview', '/blog', { channel: 'Direct' }),
      event('b', 6, 'Signup', '/blog', { revenueAmount: '5.50', revenueCurrency: 'EUR' }),
    ],
    goals,
  );
  expect(rowsOf(rows, 'goal', 'blog')).toMatchObject([{ visitors: 1, events: 3 }]);
  expect(rowsOf(rows, 'goal', 'signup')).toMatchObject([{ visitors: 2, events: 2 }]);
  expect(
    rowsOf(rows, 'goal-source')
      .map((row) => [row.value, row.visitors])
      .sort(),
  ).toEqual([
    ['blog:Organic Search', 1],
    ['blog:Social', 1],
    ['signup:Direct', 1],
    ['signup:Organic Search', 1],
  ]);
  expect(rowsOf(rows, 'goal-revenue')).toMatchObject([{ value: 'signup:EUR', revenue: '15.50', events: 2 }]);
});

test('engaged time sent long after the page view stays with its visit, and a late event keeps the visit source', () => {
  const rows = rollupDay(
    day,
    [
      event('a', 0, 'pageview', '/long-read', { channel: 'Organic Search' }),
      event('a', 40, 'engagement', '/long-read', { engagedMs: 40 * 60_000 }),
      event('a', 80, 'Purchase', '/checkout'),
    ],
    [{ id: 'buy', kind: 'event', value: 'Purchase' }],
  );
  const totals = rowsOf(rows, '', '');
  expect(sum(totals, (row) => row.visits)).toBe(1);
  expect(sum(totals, (row) => row.engagedMs)).toBe(40 * 60_000);
  expect(rowsOf(rows, 'goal-source').map((row) => row.value)).toEqual(['buy:Organic Search']);
});
