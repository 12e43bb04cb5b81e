import { describe, expect, it } from 'vitest';
import { labelByKeywords } from '../replies/reply-label';
import { composeText, fillTemplate, mergeValuesOf } from './compose';
import { insideWindow, startOfDayIn } from './send-window';

const values = mergeValuesOf({
  contactName: 'Dana Editor',
  domain: 'clay.example',
  siteName: null,
  opening: 'I read your guide.',
  senderName: 'Sam',
  unsubscribeUrl: 'https://uplift.test/o/u/token',
});

describe('composing an outreach message', () => {
  it('fills merge fields, with defaults for empty ones and nothing for unknown ones', () => {
    expect(fillTemplate('Hi {{first_name}} of {{ site_name }}{{nope}}!', values)).toBe('Hi Dana of clay.example!');
    expect(
      fillTemplate(
        'Hi {{ first_name | default: "there" }}',
        mergeValuesOf({ ...values, contactName: null, siteName: null, senderName: '', opening: '', unsubscribeUrl: '' }),
      ),
    ).toBe('Hi there');
  });

  it('tracks every web link but the unsubscribe link, and adds one when the template has none', () => {
    const composed = composeText(
      'See https://a.example/x?y=1. And http://b.example.\n{{unsubscribe_url}}',
      values,
      (_url, index) => `https://t/${index}`,
    );
    expect(composed.links).toEqual(['https://a.example/x?y=1', 'http://b.example']);
    expect(composed.text).toBe('See https://t/0. And https://t/1.\nhttps://uplift.test/o/u/token');
    const footed = composeText('Hello', values, (url) => url);
    expect(footed.text).toBe('Hello\n\n--\nNot interested? Unsubscribe: https://uplift.test/o/u/token');
  });
});

describe('send windows', () => {
  const weekdays = { startHour: 9, endHour: 17, days: [1, 2, 3, 4, 5] };
  it('reads the window in the time zone given', () => {
    const mondayEightUtc = Date.UTC(2026, 2, 2, 8, 30);
    expect(insideWindow(mondayEightUtc, 'UTC', weekdays)).toBe(false);
    expect(insideWindow(mondayEightUtc, 'Europe/Amsterdam', weekdays)).toBe(true);
    expect(insideWindow(Date.UTC(2026, 2, 1, 10), 'UTC', weekdays)).toBe(false);
    expect(startOfDayIn(mondayEightUtc, 'Europe/Amsterdam').toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });
});

describe('labelling a reply offline', () => {
  it.each([
    ['Please remove me from your list', 'unsubscribe'],
    ['No thanks, not interested.', 'not_interested'],
    ['Busy this month, get back to me later', 'not_now'],
    ['Yes, happy to take a look', 'interested'],
  ])('%s → %s', (text, label) => expect(labelByKeywords(text)).toBe(label));
});
