import { describe, expect, it } from 'vitest';
import type { EmailList, Segment } from '@/shared/email/email';
import { audienceFromValue, audienceName, audienceValue } from './audience';

describe('the audience of the subscriber table and Export Data', () => {
  it('round-trips through a select’s value', () => {
    for (const audience of [{ kind: 'all' }, { kind: 'list', id: 'a1' }, { kind: 'segment', id: 'engaged' }] as const) {
      expect(audienceFromValue(audienceValue(audience))).toEqual(audience);
    }
    expect(audienceFromValue('list:')).toEqual({ kind: 'all' });
    expect(audienceFromValue('nonsense')).toEqual({ kind: 'all' });
  });

  it('names it', () => {
    const lists = [{ id: 'a1', name: 'Newsletter' }] as EmailList[];
    const segments = [{ id: 'engaged', name: 'Engaged' }] as Segment[];
    expect(audienceName({ kind: 'all' }, lists, segments)).toBe('all subscribers');
    expect(audienceName({ kind: 'list', id: 'a1' }, lists, segments)).toBe('the list “Newsletter”');
    expect(audienceName({ kind: 'segment', id: 'engaged' }, lists, segments)).toBe('the segment “Engaged”');
  });
});
