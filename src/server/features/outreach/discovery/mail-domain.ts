/** The DNS look-ups a mail-domain check needs (CoreDeps.dns, or a test's fake). */
export interface MailDomainResolver {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4?(domain: string): Promise<string[]>;
  resolve6?(domain: string): Promise<string[]>;
}

/** 'unknown' when DNS failed to answer (a timeout, a broken server): that says nothing about the domain. */
export type MailDomainStatus = 'accepts-mail' | 'no-mail' | 'unknown';

/** Answers that mean the name has no such record, or does not exist: a clear "no". */
const noRecordCodes = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * Whether a domain can receive mail, asked once per domain for the life of the returned function.
 * MX records decide; a lone "null MX" (RFC 7505) says the domain takes none. Without MX records, an
 * A or AAAA record makes the host itself the mail server, as RFC 5321 section 5.1 allows.
 */
export function createMailDomainCheck(resolver: MailDomainResolver): (domain: string) => Promise<MailDomainStatus> {
  const answers = new Map<string, Promise<MailDomainStatus>>();
  return (domain) => {
    const key = domain.toLowerCase();
    if (!answers.has(key)) answers.set(key, mailDomainStatus(resolver, key));
    return answers.get(key)!;
  };
}

async function mailDomainStatus(resolver: MailDomainResolver, domain: string): Promise<MailDomainStatus> {
  const mx = await lookup(() => resolver.resolveMx(domain));
  if (mx === 'failed') return 'unknown';
  if (mx.length > 0) return mx.every(({ exchange }) => exchange === '' || exchange === '.') ? 'no-mail' : 'accepts-mail';
  const addressLookups = [resolver.resolve4, resolver.resolve6]
    .filter((resolve) => resolve !== undefined)
    .map((resolve) => lookup(() => resolve.call(resolver, domain)));
  const addresses = await Promise.all(addressLookups);
  if (addresses.some((found) => found !== 'failed' && found.length > 0)) return 'accepts-mail';
  return addresses.includes('failed') ? 'unknown' : 'no-mail';
}

/** The records, none when DNS says there are none, or 'failed' when it gave no clear answer. */
async function lookup<T>(query: () => Promise<T[]>): Promise<T[] | 'failed'> {
  try {
    return await query();
  } catch (error) {
    return noRecordCodes.has((error as NodeJS.ErrnoException).code ?? '') ? [] : 'failed';
  }
}
