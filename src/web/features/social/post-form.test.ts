import { describe, expect, it } from 'vitest';
import type { SocialAccount, SocialPostView } from '@/shared/social/social';
import {
  applyGenerated,
  checkPost,
  savedMessage,
  emptyPostForm,
  type PostFormValues,
  postFormFrom,
  scheduleRequired,
  textFor,
  textProblem,
  toggleAccount,
} from './post-form';
import type { PostMediaItem } from './post-media';

const ids = {
  masto: '0b9f7f0e-8d7a-4a3e-9f1e-1a2b3c4d5e6f',
  sky: '1c8e6e1f-7c6b-4b2d-8e0d-2b3c4d5e6f70',
  gone: '2d7d5d2e-6b5a-4c1c-9d9c-3c4d5e6f7081',
  tube: '3e6c4c3f-5a49-4d0b-8c8b-4d5e6f708192',
};

function account(
  id: string,
  network: SocialAccount['network'],
  characterLimit: number,
  status: SocialAccount['status'] = 'Connected',
): SocialAccount {
  return {
    id,
    network,
    username: id,
    displayName: id,
    profileUrl: null,
    status,
    statusReason: null,
    lastSync: null,
    characterLimit,
    publishes: true,
  };
}

const accounts = [
  account(ids.masto, 'mastodon', 500),
  account(ids.sky, 'bluesky', 300),
  account(ids.gone, 'twitter', 280, 'Disconnected'),
  account(ids.tube, 'youtube', 5000),
];
const now = new Date(2027, 2, 4, 9, 0).getTime();
const form = (patch: Partial<PostFormValues>): PostFormValues => ({
  ...emptyPostForm,
  content: 'Hello',
  accountIds: [ids.masto],
  ...patch,
});

describe('checking a post', () => {
  it('needs content and an account, with the spec’s messages', () => {
    expect(checkPost(form({ content: '  ' }), 'draft', accounts, now)).toEqual({ ok: false, message: 'Please enter post content' });
    expect(checkPost(form({ accountIds: [] }), 'draft', accounts, now)).toEqual({
      ok: false,
      message: 'Please select at least one platform',
    });
  });

  it('saves a draft without a time, even when one was typed', () => {
    expect(checkPost(form({ content: ' Hello ', schedule: '2027-03-05T10:00' }), 'draft', accounts, now)).toEqual({
      ok: true,
      input: { content: 'Hello', accountIds: [ids.masto], overrides: {}, media: [], scheduledAt: null, publishNow: false },
    });
  });

  it('schedules at the typed local time, never in the past', () => {
    const result = checkPost(form({ schedule: '2027-03-05T10:00' }), 'schedule', accounts, now);
    expect(result.ok && new Date(result.input.scheduledAt as string).getTime()).toBe(new Date(2027, 2, 5, 10, 0).getTime());
    expect(checkPost(form({ schedule: '2027-03-04T08:59' }), 'schedule', accounts, now)).toEqual({
      ok: false,
      message: 'The schedule time has to be in the future.',
    });
    expect(checkPost(form({ schedule: '' }), 'schedule', accounts, now)).toEqual({ ok: false, message: scheduleRequired });
  });

  it('publishes now without a time', () => {
    const result = checkPost(form({ schedule: '2027-03-05T10:00' }), 'publish', accounts, now);
    expect(result.ok && result.input).toMatchObject({ scheduledAt: null, publishNow: true });
  });

  it('refuses what would not fit, but keeps a long draft', () => {
    const long = form({ content: 'x'.repeat(301), accountIds: [ids.masto, ids.sky] });
    expect(checkPost(long, 'publish', accounts, now)).toEqual({ ok: false, message: 'Too long for Bluesky: at most 300 characters.' });
    expect(checkPost(long, 'draft', accounts, now).ok).toBe(true);
    const fitted = { ...long, overrides: { [ids.sky]: 'Short for Bluesky' } };
    expect(checkPost(fitted, 'publish', accounts, now).ok).toBe(true);
  });

  it('refuses a disconnected account and forgets removed ones', () => {
    expect(checkPost(form({ accountIds: [ids.masto, ids.gone] }), 'draft', accounts, now)).toEqual({
      ok: false,
      message: 'One of the chosen accounts is not connected: reconnect it or choose another.',
    });
    const result = checkPost(form({ accountIds: [ids.masto, 'removed-account'] }), 'draft', accounts, now);
    expect(result.ok && result.input.accountIds).toEqual([ids.masto]);
  });

  it('refuses what YouTube takes in no title or description when it goes out', () => {
    const clip: PostMediaItem = {
      id: 'v1',
      kind: 'video',
      url: '/api/social/media/v1',
      altText: '',
      filename: 'bake.mp4',
      mimeType: 'video/mp4',
      size: 1000,
      durationMs: 1000,
    };
    const angled = form({ content: 'Bread <fresh>', accountIds: [ids.tube], media: [clip] });
    expect(checkPost(angled, 'publish', accounts, now)).toEqual({
      ok: false,
      message: 'YouTube takes no “<” or “>” in a video’s title or description.',
    });
    expect(checkPost(angled, 'draft', accounts, now).ok).toBe(true);
    // Its own text is what YouTube gets.
    expect(checkPost({ ...angled, overrides: { [ids.tube]: 'Fresh bread' } }, 'publish', accounts, now).ok).toBe(true);
    const description = `Title\n${'é'.repeat(2501)}`;
    expect(checkPost(form({ content: description, accountIds: [ids.tube], media: [clip] }), 'publish', accounts, now)).toEqual({
      ok: false,
      message: 'Too long for YouTube: a video’s description is at most 5,000 bytes.',
    });
    expect(textProblem('mastodon', 'Bread <fresh>')).toBeNull();
    expect(textProblem('youtube', 'Bread\nfresh')).toBeNull();
  });

  it('sends only the accounts’ own texts that say something else', () => {
    const values = form({
      accountIds: [ids.masto, ids.sky],
      overrides: { [ids.masto]: ' Hello ', [ids.sky]: ' For Bluesky ', [ids.gone]: 'not chosen' },
    });
    const result = checkPost(values, 'draft', accounts, now);
    expect(result.ok && result.input.overrides).toEqual({ [ids.sky]: 'For Bluesky' });
    expect(textFor(values, ids.sky)).toBe(' For Bluesky ');
    expect(textFor({ ...values, overrides: { [ids.sky]: '  ' } }, ids.sky)).toBe('Hello');
  });
});

describe('a post’s images and video', () => {
  const photo = (size: number, mimeType = 'image/jpeg'): PostMediaItem => ({
    id: 'm1',
    kind: 'image',
    url: '/api/social/media/m1',
    altText: ' A loaf ',
    filename: 'loaf.jpg',
    mimeType,
    size,
    durationMs: null,
  });
  const clip: PostMediaItem = {
    id: 'v1',
    kind: 'video',
    url: '/api/social/media/v1',
    altText: '',
    filename: 'bake.mp4',
    mimeType: 'video/mp4',
    size: 50_000_000,
    durationMs: 30_000,
  };

  it('sends them in order with their alt text', () => {
    const result = checkPost(form({ media: [photo(1000), { ...photo(2000), id: 'm2', altText: '' }] }), 'draft', accounts, now);
    expect(result.ok && result.input.media).toEqual([
      { id: 'm1', altText: 'A loaf' },
      { id: 'm2', altText: '' },
    ]);
  });

  it('refuses what a chosen account’s network would when it goes out, not in a draft', () => {
    const large = form({ accountIds: [ids.masto, ids.sky], media: [photo(2_000_000)] });
    expect(checkPost(large, 'publish', accounts, now)).toEqual({
      ok: false,
      message: '“loaf.jpg” is 1.9 MB: Bluesky takes images of up to 1 MB.',
    });
    expect(checkPost({ ...large, schedule: '2027-03-05T10:00' }, 'schedule', accounts, now)).toEqual({
      ok: false,
      message: '“loaf.jpg” is 1.9 MB: Bluesky takes images of up to 1 MB.',
    });
    expect(checkPost(large, 'draft', accounts, now).ok).toBe(true);
    expect(checkPost(form({ media: [photo(2_000_000)] }), 'publish', accounts, now).ok).toBe(true);
  });

  it('sends a video to YouTube, and to no other network', () => {
    const result = checkPost(form({ accountIds: [ids.tube], media: [clip] }), 'publish', accounts, now);
    expect(result.ok && result.input.media).toEqual([{ id: 'v1', altText: '' }]);
    expect(checkPost(form({ accountIds: [ids.tube] }), 'publish', accounts, now)).toEqual({
      ok: false,
      message: 'YouTube takes no post without a video: add one.',
    });
    expect(checkPost(form({ accountIds: [ids.tube, ids.masto], media: [clip] }), 'publish', accounts, now)).toEqual({
      ok: false,
      message: 'Mastodon takes no video from Uplift: videos go to YouTube.',
    });
  });
});

describe('filling the form', () => {
  it('takes a post’s texts, accounts and time for editing', () => {
    const post: SocialPostView = {
      id: 'p',
      content: 'Main',
      media: [{ id: 'm1', altText: 'A loaf', url: '/api/social/media/m1', kind: 'image' }],
      status: 'Scheduled',
      scheduledAt: new Date(2027, 2, 5, 10, 0).toISOString(),
      publishedAt: null,
      createdAt: new Date(2027, 2, 1).toISOString(),
      authorName: 'Ada',
      engagement: null,
      targets: [
        {
          accountId: ids.masto,
          network: 'mastodon',
          username: 'a',
          override: null,
          status: 'Pending',
          url: null,
          error: null,
          publishedAt: null,
          metrics: null,
        },
        {
          accountId: ids.sky,
          network: 'bluesky',
          username: 'b',
          override: 'Own',
          status: 'Pending',
          url: null,
          error: null,
          publishedAt: null,
          metrics: null,
        },
      ],
    };
    expect(postFormFrom(post)).toEqual({
      content: 'Main',
      accountIds: [ids.masto, ids.sky],
      overrides: { [ids.sky]: 'Own' },
      media: [
        {
          id: 'm1',
          kind: 'image',
          url: '/api/social/media/m1',
          altText: 'A loaf',
          filename: null,
          mimeType: null,
          size: null,
          durationMs: null,
        },
      ],
      schedule: '2027-03-05T10:00',
    });
  });

  it('selects and unselects accounts once each', () => {
    const once = toggleAccount(toggleAccount(emptyPostForm, ids.sky, true), ids.sky, true);
    expect(once.accountIds).toEqual([ids.sky]);
    expect(toggleAccount(once, ids.sky, false).accountIds).toEqual([]);
  });

  it('puts written posts into the text and each account’s own text', () => {
    const values = form({ accountIds: [ids.masto, ids.sky], overrides: { [ids.masto]: 'old' } });
    const filled = applyGenerated(
      values,
      [
        { network: 'mastodon', content: 'For Mastodon' },
        { network: 'bluesky', content: 'For Bluesky' },
      ],
      accounts,
    );
    expect(filled.content).toBe('For Mastodon');
    expect(filled.overrides).toEqual({ [ids.sky]: 'For Bluesky' });
    expect(applyGenerated(values, [], accounts)).toBe(values);
  });
});

describe('saying what happened', () => {
  it('names the new state, or an update when it stayed', () => {
    expect(savedMessage('draft', null)).toBe('Draft saved');
    expect(savedMessage('schedule', null)).toBe('Post scheduled');
    expect(savedMessage('publish', null)).toBe('Publishing now');
    expect(savedMessage('schedule', 'Scheduled')).toBe('Post updated');
    expect(savedMessage('draft', 'Draft')).toBe('Post updated');
    expect(savedMessage('schedule', 'Draft')).toBe('Post scheduled');
    expect(savedMessage('publish', 'Scheduled')).toBe('Publishing now');
  });
});
