/**
 * Response times and status classes of this process over the last hour, kept per minute so old
 * minutes fall away. Each minute keeps at most `samplesPerMinute` durations (a uniform reservoir),
 * which bounds memory while keeping the percentiles honest at any traffic.
 */
export class RequestMetrics {
  private readonly minutes = new Map<number, MinuteBucket>();
  private readonly startedAt = Date.now();
  private totals = { requests: 0, serverErrors: 0 };

  constructor(
    private readonly samplesPerMinute = 2000,
    private readonly windowMinutes = 60,
  ) {}

  record(durationMs: number, status: number, now = Date.now()): void {
    const minute = Math.floor(now / 60_000);
    let bucket = this.minutes.get(minute);
    if (!bucket) {
      bucket = { count: 0, serverErrors: 0, samples: [] };
      this.minutes.set(minute, bucket);
      this.forgetBefore(minute - this.windowMinutes + 1);
    }
    bucket.count++;
    this.totals.requests++;
    if (status >= 500) {
      bucket.serverErrors++;
      this.totals.serverErrors++;
    }
    if (bucket.samples.length < this.samplesPerMinute) bucket.samples.push(durationMs);
    else {
      const slot = Math.floor(Math.random() * bucket.count);
      if (slot < this.samplesPerMinute) bucket.samples[slot] = durationMs;
    }
  }

  /** The last hour: request count, p50 and p95 in ms (null without requests) and the 5xx share. */
  lastHour(now = Date.now()): { requests: number; p50Ms: number | null; p95Ms: number | null; errorRate: number } {
    const first = Math.floor(now / 60_000) - this.windowMinutes + 1;
    let requests = 0;
    let serverErrors = 0;
    // Each minute's samples stand for all of its requests, so busy minutes weigh more.
    const weighted: Array<[number, number]> = [];
    for (const [minute, bucket] of this.minutes) {
      if (minute < first) continue;
      requests += bucket.count;
      serverErrors += bucket.serverErrors;
      const weight = bucket.count / bucket.samples.length;
      for (const sample of bucket.samples) weighted.push([sample, weight]);
    }
    weighted.sort((a, b) => a[0] - b[0]);
    return {
      requests,
      p50Ms: percentile(weighted, 0.5),
      p95Ms: percentile(weighted, 0.95),
      errorRate: requests === 0 ? 0 : serverErrors / requests,
    };
  }

  /** Since the process started, for Prometheus counters. */
  get sinceStart() {
    return { ...this.totals, uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000) };
  }

  private forgetBefore(minute: number) {
    for (const key of this.minutes.keys()) if (key < minute) this.minutes.delete(key);
  }
}

interface MinuteBucket {
  count: number;
  serverErrors: number;
  samples: number[];
}

function percentile(sorted: Array<[number, number]>, quantile: number): number | null {
  if (sorted.length === 0) return null;
  const total = sorted.reduce((sum, [, weight]) => sum + weight, 0);
  let seen = 0;
  for (const [value, weight] of sorted) {
    seen += weight;
    if (seen >= quantile * total) return Math.round(value * 10) / 10;
  }
  return sorted.at(-1)![0];
}
