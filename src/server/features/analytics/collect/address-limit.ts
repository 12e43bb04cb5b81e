/**
 * At most `perMinute` events a minute from one address, counted in this process (ADR 019): the
 * collection endpoint takes thousands of events a second and cannot ask the database each time, so
 * with N web processes an address gets at most N times the limit.
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
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count <= this.perMinute;
  }
}
