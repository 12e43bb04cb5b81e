import { describe, expect, it } from 'vitest';
import type { SocialAccount } from '@/shared/social/social';
import { ApiError } from '@/web/lib/api-client';
import { importFileTooLarge, importNames, importRowErrors, importTemplate, readImportFile } from './post-import';

function account(id: string, network: SocialAccount['network'], patch: Partial<SocialAccount> = {}): SocialAccount {
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
    ...patch,
  };
}

const file = (text: string, size = text.length) => ({ size, text: async () => text });

describe('the import template', () => {
  it('names each network that can be posted to, or the account when its network has several', () => {
    const accounts = [
      account('shop', 'mastodon'),
      account('@news', 'bluesky'),
      account('team', 'bluesky'),
      account('gone', 'twitter', { status: 'Disconnected' }),
      account('insta', 'instagram', { publishes: false }),
    ];
    expect(importNames(accounts)).toEqual(['mastodon', '@news', '@team']);
  });

  it('has the header, a scheduled row a week on and a draft', () => {
    const csv = importTemplate([account('shop', 'mastodon'), account('sky', 'bluesky')], new Date(2027, 11, 28, 15, 30));
    expect(csv.split('\r\n')).toEqual([
      'content,networks,time',
      'Spring sale: 20% off until Sunday!,"mastodon, bluesky",2028-01-04 09:00',
      '"A draft for later, kept without a time",mastodon,',
      '',
    ]);
  });

  it('suggests Mastodon and Bluesky when nothing is connected yet', () => {
    expect(importTemplate([], new Date(2027, 0, 1)).split('\r\n')[1]).toContain('"mastodon, bluesky"');
  });
});

describe('reading the chosen file', () => {
  it('takes its text', async () => {
    expect(await readImportFile(file('content,networks\nHello,mastodon\n'))).toEqual({
      ok: true,
      csv: 'content,networks\nHello,mastodon\n',
    });
  });

  it('refuses an empty file and one over 1 MB without sending it', async () => {
    expect(await readImportFile(file(''))).toEqual({ ok: false, message: 'Choose a CSV file' });
    expect(await readImportFile(file('x', 1_000_001))).toEqual({ ok: false, message: importFileTooLarge });
  });
});

describe('the refused rows', () => {
  it('are read from the refusal’s details', () => {
    const rows = [
      { line: 3, message: 'Please enter post content' },
      { line: 5, message: 'No Bluesky account is connected.' },
    ];
    expect(importRowErrors(new ApiError(400, 'IMPORT_FAILED', '2 rows have errors', { rows }))).toEqual(rows);
  });

  it('are none for a refusal of the whole file or any other failure', () => {
    expect(importRowErrors(new ApiError(400, 'IMPORT_FAILED', 'The file has no posts'))).toBeNull();
    expect(importRowErrors(new ApiError(403, 'FORBIDDEN', 'No'))).toBeNull();
    expect(importRowErrors(new Error('offline'))).toBeNull();
  });
});
