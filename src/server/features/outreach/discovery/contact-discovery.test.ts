import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createSafeFetcher } from '../../../http/safe-fetch';
import { serveFixtureSites, type ServedFixtureSites } from '../test/fixture-sites';
import { discoverContacts } from './contact-discovery';
import type { MailDomainResolver } from './mail-domain';

let sites: ServedFixtureSites;
beforeAll(async () => {
  sites = await serveFixtureSites();
});
afterAll(() => sites?.close());

// Every fixture host name resolves to the loopback server; the address policy still applies.
const fetcher = createSafeFetcher({ allowLoopbackForTests: true, resolveHostForTests: async () => ['127.0.0.1'] });

const domainsWithMail = new Set(['clay-studio.example', 'ink-and-quill.example', 'hidden-mail.example', 'empty.example', 'gmail.com']);
const mxAsked: string[] = [];
const resolver: MailDomainResolver = {
  async resolveMx(domain) {
    mxAsked.push(domain);
    if (domainsWithMail.has(domain)) return [{ exchange: `mx.${domain}`, priority: 10 }];
    throw Object.assign(new Error(`queryMx ENODATA ${domain}`), { code: 'ENODATA' });
  },
};
beforeEach(() => {
  sites.requested.length = 0;
  mxAsked.length = 0;
});

const discover = (host: string, options: Omit<Parameters<typeof discoverContacts>[2], 'resolver'> = {}) =>
  discoverContacts(fetcher, sites.url(host), { resolver, ...options });

describe('discovering contacts on a prospect site', () => {
  test("finds the contact page's mailto and role addresses, best first, and the site's name and profiles", async () => {
    const found = await discover('clay-studio.example');
    expect(found.domain).toBe('clay-studio.example');
    expect(found.siteName).toBe('Clay Studio');
    expect(found.contacts).toEqual([
      {
        address: 'maya.lund@clay-studio.example',
        role: false,
        confidence: 'high',
        via: 'mailto',
        foundOn: sites.url('clay-studio.example', '/contact-us'),
        ownDomain: true,
        guess: false,
        mailDomain: 'verified',
      },
      expect.objectContaining({ address: 'info@clay-studio.example', role: true, confidence: 'medium', via: 'text' }),
      // Another domain, but the site links it as its own.
      expect.objectContaining({ address: 'claystudio.bookings@gmail.com', ownDomain: false, confidence: 'low', via: 'mailto' }),
    ]);
    expect(found.socials).toEqual([
      'https://twitter.com/claystudio',
      'https://mastodon.social/@claystudio',
      'https://www.linkedin.com/company/clay-studio',
    ]);
  });

  test('reads at most the page budget, contact pages first, never another site nor what robots.txt forbids', async () => {
    const found = await discover('clay-studio.example');
    const pageRequests = sites.requested.filter((request) => !request.endsWith('/robots.txt'));
    expect(pageRequests).toHaveLength(8);
    expect(pageRequests.slice(0, 2)).toEqual(['clay-studio.example/', 'clay-studio.example/contact-us']);
    expect(sites.requested.every((request) => request.startsWith('clay-studio.example/'))).toBe(true);
    expect(sites.requested).not.toContain('clay-studio.example/private-contact');
    // The redirect to another site was asked for, its target never.
    expect(sites.requested).toContain('clay-studio.example/moved-press');
    expect(found.pagesRead.length).toBeLessThanOrEqual(8);
    expect(found.contacts.map((contact) => contact.address)).not.toContain('partner@elsewhere.example');

    sites.requested.length = 0;
    await discover('clay-studio.example', { maxPages: 3 });
    expect(sites.requested.filter((request) => !request.endsWith('/robots.txt'))).toHaveLength(3);
    expect((await discover('clay-studio.example', { timeoutMs: 0 })).pagesRead).toEqual([]);
  });

  test("takes schema.org JSON-LD and microdata addresses with the person's name from author and about pages", async () => {
    const found = await discover('ink-and-quill.example');
    expect(found.contacts.map(({ address, name, role, confidence, via }) => ({ address, name, role, confidence, via }))).toEqual([
      { address: 'ada@ink-and-quill.example', name: 'Ada Byron', role: false, confidence: 'high', via: 'schema.org' },
      { address: 'tom@ink-and-quill.example', name: 'Tom Reed', role: false, confidence: 'high', via: 'schema.org' },
      { address: 'editor@ink-and-quill.example', name: undefined, role: true, confidence: 'high', via: 'schema.org' },
    ]);
    expect(found.contacts[0]?.foundOn).toBe(sites.url('ink-and-quill.example', '/writers/ada'));
  });

  test('decodes obfuscated addresses, with low confidence', async () => {
    const found = await discover('hidden-mail.example');
    expect(found.contacts.map(({ address, confidence, via, role }) => ({ address, confidence, via, role }))).toEqual([
      { address: 'jane@hidden-mail.example', confidence: 'low', via: 'obfuscated', role: false },
      { address: 'sales@hidden-mail.example', confidence: 'low', via: 'obfuscated', role: true },
    ]);
  });

  test('drops addresses whose domain has no mail servers, asking DNS once per domain', async () => {
    const found = await discover('no-mx.example', { guessPatterns: true, personName: 'Ann Lee' });
    expect(found.contacts).toEqual([]);
    expect(found.pagesRead).toContain(sites.url('no-mx.example', '/contact'));
    expect(mxAsked).toEqual(['no-mx.example']);
  });

  test('finds nothing on a site that shows nothing, and guesses nothing unless asked', async () => {
    const found = await discover('empty.example');
    expect(found).toEqual({
      domain: 'empty.example',
      siteName: 'Empty Site',
      contacts: [],
      socials: [],
      pagesRead: [sites.url('empty.example')],
    });
    expect((await discover('empty.example', { guessPatterns: true })).contacts).toEqual([]);
    expect((await discover('empty.example', { personName: 'Zoë Quinn' })).contacts).toEqual([]);
  });

  test('guesses common patterns for a named person when asked, labelled as guesses', async () => {
    const found = await discover('empty.example', { guessPatterns: true, personName: 'Zoë Quinn' });
    expect(found.contacts.map(({ address, guess, confidence, via, name }) => ({ address, guess, confidence, via, name }))).toEqual([
      { address: 'zoe.quinn@empty.example', guess: true, confidence: 'low', via: 'pattern', name: 'Zoë Quinn' },
      { address: 'zoe@empty.example', guess: true, confidence: 'low', via: 'pattern', name: 'Zoë Quinn' },
      { address: 'zquinn@empty.example', guess: true, confidence: 'low', via: 'pattern', name: 'Zoë Quinn' },
    ]);
  });

  test('refuses an address that is not one', async () => {
    await expect(discoverContacts(fetcher, 'http://[not a url', { resolver })).rejects.toMatchObject({ code: 'BAD_SCHEME' });
  });
});
