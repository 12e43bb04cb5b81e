import { z } from 'zod';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError, safeFetchMessages } from '../../../http/safe-fetch-error';
import type { AddressCandidate, ContactDiscovery, DiscoveredContact } from './contact';
import type { PageKind } from './contact-pages';
import { pageAddresses } from './extract-addresses';
import { readContactPages } from './fetch-pages';
import { guessedAddresses } from './guess-addresses';
import { createMailDomainCheck, type MailDomainResolver, type MailDomainStatus } from './mail-domain';
import { bestFirst, confidenceOf, isRoleAddress } from './rank-contacts';
import { registrableDomain, startAddress } from './site-domain';
import { siteNameOf, socialProfilesOf } from './site-profile';

export interface ContactDiscoveryOptions {
  /** DNS for the mail-domain checks (CoreDeps.dns). */
  resolver: MailDomainResolver;
  /** Page requests per site, redirects included (default 8). */
  maxPages?: number;
  /** No page is asked for after this long (default 30 s); each request also has the fetcher's own timeout. */
  timeoutMs?: number;
  /** Also guess first@, first.last@ and flast@ for `personName`; never done otherwise. */
  guessPatterns?: boolean;
  personName?: string;
}

const validAddress = z.email();
/** Mailboxes nobody reads. */
const unanswered = /^(?:no-?reply|do-?not-?reply)$/i;

/**
 * How to reach a prospect's site, from what the site itself shows: addresses on its contact, about
 * and author pages (links, schema.org markup, text, obfuscated text) that pass a syntax check and
 * whose domain takes mail, with the site's name and social profiles. `domainOrUrl` is a bare domain
 * (fetched over HTTPS) or any page of the site.
 */
export async function discoverContacts(
  fetcher: SafeFetcher,
  domainOrUrl: string,
  options: ContactDiscoveryOptions,
): Promise<ContactDiscovery> {
  const start = parsedStart(domainOrUrl);
  const domain = registrableDomain(start.hostname);
  const pages = await readContactPages(fetcher, start, domain, {
    maxRequests: options.maxPages ?? 8,
    deadline: Date.now() + (options.timeoutMs ?? 30_000),
  });
  const kindOfPage = new Map(pages.map((page) => [page.url, page.kind]));
  const mailDomain = createMailDomainCheck(options.resolver);

  const seen = pages.flatMap(pageAddresses).map((candidate) => ({ ...candidate, address: normalised(candidate.address) }));
  const found = await checkedContacts(seen.filter(usable), domain, kindOfPage, mailDomain);
  const guessed = options.guessPatterns && options.personName ? await guesses(options.personName, domain, found, mailDomain) : [];
  return {
    domain,
    siteName: siteNameOf(pages),
    contacts: bestFirst([...found, ...guessed]),
    socials: socialProfilesOf(pages),
    pagesRead: pages.map((page) => page.url),
  };
}

function parsedStart(domainOrUrl: string): URL {
  try {
    return startAddress(domainOrUrl);
  } catch {
    throw new SafeFetchError('BAD_SCHEME', safeFetchMessages.invalidUrl);
  }
}

function normalised(address: string): string {
  return address.trim().replace(/\.$/, '').toLowerCase();
}

function usable({ address }: AddressCandidate): boolean {
  const mailbox = address.split('@')[0] ?? '';
  return validAddress.safeParse(address).success && !unanswered.test(mailbox);
}

/**
 * The candidates the site vouches for, on a domain that takes mail. An address on another domain
 * (gmail.com) counts only when the site links or marks it up as its own: in plain text it may be
 * anybody's.
 */
async function checkedContacts(
  candidates: AddressCandidate[],
  domain: string,
  kindOfPage: Map<string, PageKind>,
  mailDomain: (domain: string) => Promise<MailDomainStatus>,
): Promise<DiscoveredContact[]> {
  const contacts = await Promise.all(
    candidates.map(async (candidate): Promise<DiscoveredContact | null> => {
      const addressDomain = candidate.address.split('@')[1] ?? '';
      const ownDomain = registrableDomain(addressDomain) === domain;
      if (!ownDomain && candidate.via !== 'mailto' && candidate.via !== 'schema.org') return null;
      const status = await mailDomain(addressDomain);
      if (status === 'no-mail') return null;
      return {
        address: candidate.address,
        ...(candidate.name ? { name: candidate.name } : {}),
        role: isRoleAddress(candidate.address),
        confidence: confidenceOf(candidate, kindOfPage.get(candidate.foundOn) ?? 'other', ownDomain),
        via: candidate.via,
        foundOn: candidate.foundOn,
        ownDomain,
        guess: false,
        mailDomain: status === 'accepts-mail' ? 'verified' : 'unverified',
      };
    }),
  );
  return contacts.filter((contact) => contact !== null);
}

/** Pattern guesses for a person, on a domain that takes mail, skipping addresses the site already shows. */
async function guesses(
  personName: string,
  domain: string,
  found: DiscoveredContact[],
  mailDomain: (domain: string) => Promise<MailDomainStatus>,
): Promise<DiscoveredContact[]> {
  const status = await mailDomain(domain);
  if (status === 'no-mail') return [];
  const known = new Set(found.map((contact) => contact.address));
  return guessedAddresses(personName, domain)
    .filter((address) => validAddress.safeParse(address).success && !known.has(address))
    .map((address) => ({
      address,
      name: personName.trim(),
      role: false,
      confidence: 'low' as const,
      via: 'pattern' as const,
      ownDomain: true,
      guess: true,
      mailDomain: status === 'accepts-mail' ? ('verified' as const) : ('unverified' as const),
    }));
}
