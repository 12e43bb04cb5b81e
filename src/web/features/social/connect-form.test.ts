import { describe, expect, it } from 'vitest';
import { connectInput, emptyConnectFields } from './connect-form';

describe('connecting an account', () => {
  it('asks a Mastodon server address, trimmed', () => {
    expect(connectInput('mastodon', emptyConnectFields)).toEqual({ ok: false, message: 'Please fill in all fields' });
    expect(connectInput('mastodon', { ...emptyConnectFields, instance: ' mastodon.social ' })).toEqual({
      ok: true,
      input: { network: 'mastodon', instance: 'mastodon.social' },
    });
  });

  it('asks a Bluesky handle and app password', () => {
    expect(connectInput('bluesky', { ...emptyConnectFields, handle: 'me.bsky.social' })).toEqual({
      ok: false,
      message: 'Please fill in all fields',
    });
    expect(
      connectInput('bluesky', { instance: 'ignored', handle: 'me.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', service: '  ' }),
    ).toEqual({
      ok: true,
      input: { network: 'bluesky', handle: 'me.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' },
    });
    expect(
      connectInput('bluesky', { instance: '', handle: 'me.example.org', appPassword: 'abcd-efgh-ijkl-mnop', service: ' pds.example.org ' }),
    ).toEqual({
      ok: true,
      input: { network: 'bluesky', handle: 'me.example.org', appPassword: 'abcd-efgh-ijkl-mnop', service: 'pds.example.org' },
    });
  });

  it('asks nothing for a network approved on its own site', () => {
    expect(connectInput('linkedin', { ...emptyConnectFields, handle: 'ignored' })).toEqual({ ok: true, input: { network: 'linkedin' } });
  });
});
