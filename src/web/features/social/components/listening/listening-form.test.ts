import { describe, expect, test } from 'vitest';
import { monitorFormValues, monitorInput, splitTerms } from './listening-form';

describe('the monitor form', () => {
  test('terms are separated by commas, a quoted phrase kept whole', () => {
    expect(splitTerms('acme, "acme bakery" , rye')).toEqual(['acme', '"acme bakery"', 'rye']);
    expect(splitTerms('"salt, pepper", acme')).toEqual(['"salt, pepper"', 'acme']);
    expect(splitTerms(' , ')).toEqual([]);
  });

  test('the instance is sent only when Mastodon is a source', () => {
    const values = { ...monitorFormValues(), name: 'Acme', terms: 'acme', sources: ['bluesky' as const] };
    expect(monitorInput(values)).toEqual({ name: 'Acme', terms: ['acme'], excludedTerms: [], sources: ['bluesky'] });
    expect(monitorInput({ ...values, sources: ['mastodon'] })).toMatchObject({ mastodonInstance: 'mastodon.social' });
  });
});
