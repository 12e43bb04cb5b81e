import { describe, expect, it } from 'vitest';
import type { SocialPayload } from '@/shared/content/content';
import type { SocialAccount, SocialNetwork } from '@/shared/social/social';
import { composeFromContent } from './compose-from-content';

function account(id: string, network: SocialNetwork, extra: Partial<SocialAccount> = {}): SocialAccount {
  return {
    id,
    network,
    username: id,
    displayName: id,
    profileUrl: null,
    status: 'Connected',
    statusReason: null,
    lastSync: null,
    characterLimit: 500,
    publishes: true,
    ...extra,
  };
}

const body: SocialPayload = [
  { platform: 'LinkedIn', content: 'A longer post for LinkedIn.', hashtags: ['marketing', '#growth'] },
  { platform: 'Twitter', content: 'Short and sweet.', hashtags: ['tips'] },
  { platform: 'Instagram', content: 'A longer post for LinkedIn.', hashtags: ['marketing', '#growth'] },
];

describe('a content item in the composer', () => {
  it('writes a post with its hashtags, each with its #, after a blank line', () => {
    const accounts = [account('x', 'twitter')];
    expect(
      composeFromContent({ type: 'social', body: [{ platform: 'Twitter', content: 'Hello', hashtags: ['a', '#b'] }] }, accounts)?.content,
    ).toBe('Hello\n\n#a #b');
    expect(composeFromContent({ type: 'social', body: [{ platform: 'Twitter', content: 'Hello', hashtags: [] }] }, accounts)?.content).toBe(
      'Hello',
    );
  });

  it('takes the first post as the text and chooses the accounts whose network has a post', () => {
    const accounts = [account('li', 'linkedin'), account('ig', 'instagram'), account('fb', 'facebook'), account('x', 'twitter')];
    expect(composeFromContent({ type: 'social', body }, accounts)).toEqual({
      content: 'A longer post for LinkedIn.\n\n#marketing #growth',
      accountIds: ['li', 'ig', 'x'],
      overrides: { x: 'Short and sweet.\n\n#tips' },
      media: [],
      schedule: '',
    });
  });

  it('gives Mastodon and Bluesky accounts the Twitter post', () => {
    const accounts = [account('m', 'mastodon'), account('b', 'bluesky', { characterLimit: 300 })];
    expect(composeFromContent({ type: 'social', body }, accounts)).toMatchObject({
      accountIds: ['m', 'b'],
      overrides: { m: 'Short and sweet.\n\n#tips', b: 'Short and sweet.\n\n#tips' },
    });
    const noTwitter = body.filter((post) => post.platform !== 'Twitter');
    expect(composeFromContent({ type: 'social', body: noTwitter }, accounts)).toMatchObject({ accountIds: [], overrides: {} });
  });

  it('leaves out disconnected accounts and networks Uplift does not publish to yet', () => {
    const accounts = [
      account('li', 'linkedin', { status: 'Disconnected' }),
      account('ig', 'instagram', { publishes: false }),
      account('x', 'twitter'),
    ];
    expect(composeFromContent({ type: 'social', body }, accounts)?.accountIds).toEqual(['x']);
  });

  it('refuses an item that is not social, or whose posts cannot be read', () => {
    expect(composeFromContent({ type: 'email', body: { subject: 'Hi', content: 'Hello', cta: '' } }, [])).toBeNull();
    expect(composeFromContent({ type: 'social', body: { content: 'not a list' } } as never, [])).toBeNull();
    expect(composeFromContent({ type: 'social', body: [] }, [])).toBeNull();
  });
});
