import { describe, expect, it } from 'vitest';
import { dismissLimitsBanner, readDismissal, showsLimitsBanner, usagePeriod } from './limits-banner-dismissal';

describe('dismissing the usage limits banner', () => {
  const november = usagePeriod(new Date('2026-11-30T23:59:00.000Z'));

  it('names the period by the UTC calendar month', () => {
    expect(november).toBe('2026-11');
    expect(usagePeriod(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
  });

  it('shows while a meter is near its limit and nothing was dismissed', () => {
    expect(showsLimitsBanner(['contentGeneration'], null, november)).toBe(true);
    expect(showsLimitsBanner([], null, november)).toBe(false);
  });

  it('stays closed for the rest of the period, and returns the next one', () => {
    const dismissed = dismissLimitsBanner(['contentGeneration'], null, november);
    expect(showsLimitsBanner(['contentGeneration'], dismissed, november)).toBe(false);
    expect(showsLimitsBanner(['contentGeneration'], dismissed, '2026-12')).toBe(true);
  });

  it('returns when another meter gets near, and closing it again keeps both dismissed', () => {
    const first = dismissLimitsBanner(['contentGeneration'], null, november);
    expect(showsLimitsBanner(['contentGeneration', 'storage'], first, november)).toBe(true);
    const second = dismissLimitsBanner(['storage'], first, november);
    expect(second).toEqual({ period: november, keys: ['contentGeneration', 'storage'] });
    expect(showsLimitsBanner(['contentGeneration', 'storage'], second, november)).toBe(false);
  });

  it('forgets what an earlier period dismissed', () => {
    const october = dismissLimitsBanner(['storage'], null, '2026-10');
    expect(dismissLimitsBanner(['contentGeneration'], october, november)).toEqual({ period: november, keys: ['contentGeneration'] });
  });

  it('reads back what it stored and ignores anything else', () => {
    const stored = JSON.stringify(dismissLimitsBanner(['emailContacts'], null, november));
    expect(readDismissal(stored)).toEqual({ period: november, keys: ['emailContacts'] });
    expect(readDismissal(null)).toBeNull();
    expect(readDismissal('not json')).toBeNull();
    expect(readDismissal(JSON.stringify({ period: november, keys: ['rockets'] }))).toBeNull();
    for (const other of [
      'null',
      '[]',
      '"2026-11"',
      JSON.stringify({ period: 11, keys: [] }),
      JSON.stringify({ period: november, keys: 'emailContacts' }),
    ])
      expect(readDismissal(other), other).toBeNull();
    // What else a hand edit added is left behind.
    expect(readDismissal(JSON.stringify({ period: november, keys: [], note: 'x' }))).toEqual({ period: november, keys: [] });
  });
});
