import type { AddressCandidate, Confidence, DiscoveredContact } from './contact';
import type { PageKind } from './contact-pages';

/** Shared mailboxes: worth writing to, but a named person's address is worth more. */
const roleMailboxes = new Set([
  'admin',
  'advertising',
  'billing',
  'bookings',
  'booking',
  'careers',
  'contact',
  'contacts',
  'editor',
  'editors',
  'editorial',
  'enquiries',
  'feedback',
  'general',
  'hello',
  'help',
  'hi',
  'hostmaster',
  'hr',
  'info',
  'inquiries',
  'jobs',
  'legal',
  'mail',
  'marketing',
  'media',
  'news',
  'newsletter',
  'office',
  'orders',
  'partners',
  'partnerships',
  'postmaster',
  'press',
  'privacy',
  'sales',
  'service',
  'support',
  'team',
  'webmaster',
]);

export function isRoleAddress(address: string): boolean {
  const mailbox = address.split('@')[0]?.split('+')[0] ?? '';
  return roleMailboxes.has(mailbox.toLowerCase());
}

/**
 * How much the site itself stands behind an address: a link or markup on a contact, about or author
 * page, or one naming its person, is meant to be used; plain text may be; an obfuscated address, or
 * one on another domain, is the site's only with some doubt.
 */
export function confidenceOf(candidate: AddressCandidate, pageKind: PageKind, ownDomain: boolean): Confidence {
  if (!ownDomain || candidate.via === 'obfuscated') return 'low';
  const deliberate = candidate.via === 'mailto' || candidate.via === 'schema.org';
  return deliberate && (pageKind !== 'other' || candidate.name) ? 'high' : 'medium';
}

const confidenceOrder: Confidence[] = ['high', 'medium', 'low'];

/** Best first: surer, seen rather than guessed, a person's, then the site's own domain. */
function compareContacts(a: DiscoveredContact, b: DiscoveredContact): number {
  return (
    confidenceOrder.indexOf(a.confidence) - confidenceOrder.indexOf(b.confidence) ||
    Number(a.guess) - Number(b.guess) ||
    Number(!a.name) - Number(!b.name) ||
    Number(a.role) - Number(b.role) ||
    Number(!a.ownDomain) - Number(!b.ownDomain) ||
    a.address.localeCompare(b.address)
  );
}

/** One entry per address (they arrive lower case), the best sighting kept, a name taken from any of them. */
export function bestFirst(contacts: DiscoveredContact[]): DiscoveredContact[] {
  const byAddress = new Map<string, DiscoveredContact>();
  for (const contact of [...contacts].sort(compareContacts)) {
    const kept = byAddress.get(contact.address);
    if (!kept) byAddress.set(contact.address, { ...contact });
    else if (!kept.name && contact.name) kept.name = contact.name;
  }
  return [...byAddress.values()].sort(compareContacts);
}
