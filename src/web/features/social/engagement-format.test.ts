import { describe, expect, it } from 'vitest';
import { engagementKindLabels, engagementTime, viewOnLabel } from './engagement-format';

describe('an engagement item', () => {
  it('tells its age in words and its full date in the local time zone', () => {
    const at = new Date(2027, 2, 4, 9, 30);
    const now = at.getTime() + 5 * 60_000;
    expect(engagementTime(at.toISOString(), now)).toEqual({ relative: '5 minutes ago', full: 'Thursday, March 4, 2027 at 9:30 AM' });
    expect(engagementTime(at.toISOString(), at.getTime() + 20_000).relative).toBe('just now');
    expect(engagementTime(at.toISOString(), at.getTime() + 26 * 3_600_000).relative).toBe('yesterday');
  });

  it('names its kind and where the original is', () => {
    expect(engagementKindLabels.reply).toBe('Reply');
    expect(viewOnLabel({ platform: 'bluesky' })).toBe('View on Bluesky');
    expect(viewOnLabel({ platform: 'twitter' })).toBe('View on Twitter/X');
  });
});
