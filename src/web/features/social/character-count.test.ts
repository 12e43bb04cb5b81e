import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';

describe('character count', () => {
  it('counts what is sent against the account’s limit', () => {
    expect(characterCount('twitter', '  Hello  ', 280)).toEqual({ used: 5, limit: 280, over: false, label: '5 / 280' });
    expect(characterCount('twitter', 'x'.repeat(281), 280)).toMatchObject({ over: true, label: '281 / 280' });
    expect(characterCount('mastodon', 'x'.repeat(500), 500).over).toBe(false);
    expect(characterCount('facebook', '', 63_206).label).toBe('0 / 63,206');
  });

  it('counts graphemes on Bluesky, characters elsewhere', () => {
    const family = '👨‍👩‍👧';
    expect(characterCount('bluesky', family, 300).used).toBe(1);
    expect(characterCount('mastodon', family, 500).used).toBe(5);
  });
});
