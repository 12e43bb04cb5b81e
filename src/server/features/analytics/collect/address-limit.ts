import { isIP } from 'node:net';

/** Past this many addresses in one minute, further new ones are refused until the window turns. */
const addressesKept = 100_000;

/**
 * At most `perMinute` events a minute from one address, counted in this process (ADR 019): the
 * collection endpoint takes thousands of events a second and cannot ask the database each time, so
 * with N web processes an address gets at most N times the limit. An IPv6 host owns a whole /64,
 * so IPv6 is counted per /64; the table of addresses is bounded.
 */
export class AddressLimit {
  private counts = new Map<string, number>();
  private windowStartedAt = Date.now();

  constructor(private readonly perMinute: number) {}

  allow(address: string): boolean {
    const now = Date.now();
    if (now - this.windowStartedAt >= 60_000) {
      this.counts = new Map();
      this.windowStartedAt = now;
    }
    const key = limitKey(address);
    const seen = this.counts.get(key);
    if (seen === undefined && this.counts.size >= addressesKept) return false;
    const count = (seen ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.perMinute;
  }
}

/** The address, or for IPv6 its first four groups (the /64 one host is given). */
export function limitKey(address: string): string {
  if (isIP(address) !== 6 || address.startsWith('::ffff:')) return address;
  // '::' stands for the run of zero groups between what is written before and after it.
  const [head = '', tail = ''] = address.includes('::') ? address.split('::') : [address];
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
