import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-policy';
import { SafeFetchError, safeFetchMessages } from './safe-fetch-error';

/** Test-only stand-in for DNS: the addresses a host name resolves to. */
export type ResolveHostForTests = (hostname: string) => Promise<string[]>;

/**
 * The `lookup` a socket calls right before it connects. Every address the name resolves to must
 * pass the policy, and the socket only ever connects to addresses returned here, so a name that
 * resolves to a public address for a pre-check and to an internal one a moment later (DNS
 * rebinding) is still refused: there is no gap between checking and connecting.
 */
export function createGuardedLookup(policy: AddressPolicy, resolveForTests?: ResolveHostForTests): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options, resolveForTests).then(
      (addresses) => {
        const first = addresses[0];
        if (!first) {
          callback(new SafeFetchError('NETWORK', safeFetchMessages.network), '');
        } else if (!addresses.every((entry) => policy(entry.address))) {
          callback(new SafeFetchError('BLOCKED_ADDRESS', safeFetchMessages.blocked), '');
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

function resolve(
  hostname: string,
  options: Parameters<LookupFunction>[1],
  resolveForTests: ResolveHostForTests | undefined,
): Promise<LookupAddress[]> {
  if (resolveForTests) {
    return resolveForTests(hostname).then((addresses) => addresses.map((address) => ({ address, family: isIP(address) })));
  }
  return dnsLookup(hostname, { family: options.family, hints: options.hints, all: true });
}
