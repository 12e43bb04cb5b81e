import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';

/** Requests at once in all, and to any one host: links and images are often many on a few hosts. */
const totalConcurrency = 8;
const perHostConcurrency = 2;
const maxHops = 5;

export interface Probe {
  /** The first answer's status; 0 when none came. */
  firstStatus: number;
  /** Where the first answer redirects, if it does. */
  redirectsTo: string | null;
  /** The status at the end of the redirects; 0 when none came or they did not end. */
  finalStatus: number;
  /** Why the address could not be judged: a timeout or a refused connection (broken), or an address we may not fetch (skipped). */
  failure: { message: string; broken: boolean } | null;
  /** Content-Length of the final answer, when declared. */
  bytes: number | null;
}

/**
 * Checks each address with HEAD (GET without reading the body when a server refuses HEAD), following
 * redirects, a few at a time and at most two per host, until the deadline. Addresses not reached by
 * then are left out of the answer: no verdict is better than a wrong one.
 */
export async function probeAddresses(
  fetcher: SafeFetcher,
  addresses: readonly string[],
  options: { deadline: number; onProbe?: (done: number) => Promise<void> | void },
): Promise<Map<string, Probe>> {
  const results = new Map<string, Probe>();
  const waiting = [...addresses];
  const busyHosts = new Map<string, number>();
  const running = new Set<Promise<void>>();
  while (waiting.length > 0 || running.size > 0) {
    while (running.size < totalConcurrency && Date.now() < options.deadline) {
      const index = waiting.findIndex((address) => (busyHosts.get(hostOf(address)) ?? 0) < perHostConcurrency);
      if (index < 0) break;
      const [address] = waiting.splice(index, 1) as [string];
      const host = hostOf(address);
      busyHosts.set(host, (busyHosts.get(host) ?? 0) + 1);
      const task = probe(fetcher, address)
        .then((result) => void results.set(address, result))
        .finally(() => {
          busyHosts.set(host, (busyHosts.get(host) ?? 1) - 1);
          running.delete(task);
        });
      running.add(task);
    }
    if (running.size === 0) break;
    await Promise.race(running);
    await options.onProbe?.(results.size);
  }
  return results;
}

async function probe(fetcher: SafeFetcher, address: string): Promise<Probe> {
  const result: Probe = { firstStatus: 0, redirectsTo: null, finalStatus: 0, failure: null, bytes: null };
  let url = address;
  try {
    for (let hop = 0; hop <= maxHops; hop++) {
      let answer = await fetcher.inspect(url, { method: 'HEAD', accept: ['*/*'] });
      if (answer.status === 405 || answer.status === 501) answer = await fetcher.inspect(url, { accept: ['*/*'], skipBody: true });
      if (hop === 0) {
        result.firstStatus = answer.status;
        result.redirectsTo = answer.location;
      }
      if (!answer.location) {
        result.finalStatus = answer.status;
        const length = Number(answer.headers['content-length']);
        result.bytes = Number.isFinite(length) && answer.headers['content-length'] !== undefined ? length : null;
        return result;
      }
      url = answer.location;
    }
    return result;
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // An address we may not fetch, or a page too slow to answer, tells nothing about the link.
    const broken = error.code === 'NETWORK';
    return { ...result, failure: { message: error.message, broken } };
  }
}

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return '';
  }
}
