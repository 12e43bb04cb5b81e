/**
 * first@, first.last@ and flast@ on the site's domain for a person's name: the patterns most
 * companies use. Only ever built on request, since nobody has said these addresses exist.
 */
export function guessedAddresses(personName: string, domain: string): string[] {
  const parts = personName
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[^a-z0-9-]/g, ''))
    .filter(Boolean);
  const first = parts[0];
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  if (!first) return [];
  const mailboxes = last ? [first, `${first}.${last}`, `${first[0]}${last}`] : [first];
  return mailboxes.map((mailbox) => `${mailbox}@${domain}`);
}
