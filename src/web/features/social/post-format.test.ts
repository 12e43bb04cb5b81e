import { describe, expect, it } from 'vitest';
import { accountName, engagementFigures, formatMetric, lastSyncText, postActions, postTimeText } from './post-format';

describe('post figures and times', () => {
  it('shows a count, or a dash when it was not measured', () => {
    expect(formatMetric(1234)).toBe('1,234');
    expect(formatMetric(0)).toBe('0');
    expect(formatMetric(null)).toBe('—');
    expect(engagementFigures(null)).toEqual({ likes: '—', comments: '—', shares: '—' });
    expect(engagementFigures({ likes: 3, comments: null, shares: 0, impressions: 10 })).toEqual({ likes: '3', comments: '—', shares: '0' });
  });

  it('says when a post went out, will go out, or was written', () => {
    const created = new Date(2027, 2, 1, 8, 0).toISOString();
    const scheduled = new Date(2027, 2, 4, 9, 30).toISOString();
    expect(postTimeText({ status: 'Draft', scheduledAt: null, publishedAt: null, createdAt: created })).toBe(
      'Created Mar 1, 2027, 8:00 AM',
    );
    expect(postTimeText({ status: 'Scheduled', scheduledAt: scheduled, publishedAt: null, createdAt: created })).toBe(
      'Scheduled for Mar 4, 2027, 9:30 AM',
    );
    expect(postTimeText({ status: 'Published', scheduledAt: scheduled, publishedAt: scheduled, createdAt: created })).toBe(
      'Published Mar 4, 2027, 9:30 AM',
    );
    expect(postTimeText({ status: 'Publishing', scheduledAt: scheduled, publishedAt: null, createdAt: created })).toBe(
      'Publishing since Mar 4, 2027, 9:30 AM',
    );
  });

  it('says when an account last synced', () => {
    const now = new Date(2027, 2, 4, 9, 0).getTime();
    expect(lastSyncText({ lastSync: null }, now)).toBe('Never');
    expect(lastSyncText({ lastSync: new Date(now - 5 * 60_000).toISOString() }, now)).toBe('5 minutes ago');
    // A new account starts with last sync 'Just now'.
    expect(lastSyncText({ lastSync: new Date(now - 20_000).toISOString() }, now)).toBe('Just now');
  });

  it('offers edit and cancel on drafts and scheduled posts, delete when nothing is going out', () => {
    expect(postActions('Draft')).toEqual({ edit: true, cancel: false, remove: true });
    expect(postActions('Scheduled')).toEqual({ edit: true, cancel: true, remove: false });
    expect(postActions('Publishing')).toEqual({ edit: false, cancel: false, remove: false });
    expect(postActions('Published')).toEqual({ edit: false, cancel: false, remove: true });
    expect(postActions('Failed')).toEqual({ edit: false, cancel: false, remove: true });
  });

  it('writes a handle with one @, and a name as it is', () => {
    expect(accountName({ network: 'tiktok', username: 'ada' })).toBe('@ada');
    expect(accountName({ network: 'twitter', username: '@ada' })).toBe('@ada');
    expect(accountName({ network: 'mastodon', username: 'ada@mastodon.social' })).toBe('@ada@mastodon.social');
    expect(accountName({ network: 'facebook', username: 'Uplift Café' })).toBe('Uplift Café');
    expect(accountName({ network: 'linkedin', username: 'Ada Lovelace' })).toBe('Ada Lovelace');
  });
});
