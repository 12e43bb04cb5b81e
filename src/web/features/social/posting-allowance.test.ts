import { describe, expect, test } from 'vitest';
import { usageMessages } from '@/shared/messages';
import { postingAllowanceNote } from './posting-allowance';

describe('the composer’s social posts line', () => {
  test('says nothing on a plan without a posting limit', () => {
    expect(postingAllowanceNote(12, 'unlimited')).toBeNull();
  });

  test('counts this month’s posts, and says drafts do not count', () => {
    expect(postingAllowanceNote(0, 3)).toEqual({ text: '0 of 3 social posts this month. Drafts do not count.', tone: 'normal' });
    expect(postingAllowanceNote(2, 3)).toEqual({ text: '2 of 3 social posts this month. Drafts do not count.', tone: 'normal' });
  });

  test('warns from 80% with the meters’ text', () => {
    expect(postingAllowanceNote(8, 10)).toEqual({
      text: `8 of 10 social posts this month. ${usageMessages.approachingLimit}`,
      tone: 'warning',
    });
  });

  test('at or past the limit says what the server answers', () => {
    expect(postingAllowanceNote(3, 3)).toEqual({ text: `3 of 3 social posts this month. ${usageMessages.reachedLimit}`, tone: 'limit' });
    expect(postingAllowanceNote(4, 3)?.tone).toBe('limit');
  });
});
