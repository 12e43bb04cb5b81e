import { Resolver } from 'node:dns/promises';

/**
 * The DNS look-ups areas make of names a user gave (does a domain take mail?): node:dns on the
 * system's servers, or a test's fake (TestOverrides.dns).
 */
export interface DnsResolver {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(domain: string): Promise<string[]>;
  resolve6(domain: string): Promise<string[]>;
}

/** A few seconds a name: a check asks about a handful and must not hang on one. */
export function systemDnsResolver(): DnsResolver {
  return new Resolver({ timeout: 3_000, tries: 2 });
}
