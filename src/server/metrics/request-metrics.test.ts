import { describe, expect, test } from 'vitest';
import { RequestMetrics } from './request-metrics';

describe('RequestMetrics', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);

  test('reports p50, p95 and the 5xx share of the last hour', () => {
    const metrics = new RequestMetrics();
    for (let ms = 1; ms <= 100; ms++) metrics.record(ms, ms <= 2 ? 500 : 200, now);
    const hour = metrics.lastHour(now);
    expect(hour.requests).toBe(100);
    expect(hour.p50Ms).toBe(50);
    expect(hour.p95Ms).toBe(95);
    expect(hour.errorRate).toBeCloseTo(0.02);
  });

  test('forgets minutes older than an hour', () => {
    const metrics = new RequestMetrics();
    metrics.record(500, 500, now - 61 * 60_000);
    metrics.record(10, 200, now);
    expect(metrics.lastHour(now)).toEqual({ requests: 1, p50Ms: 10, p95Ms: 10, errorRate: 0 });
  });

  test('has no percentiles before the first request', () => {
    expect(new RequestMetrics().lastHour(now)).toEqual({ requests: 0, p50Ms: null, p95Ms: null, errorRate: 0 });
  });

  test('keeps a bounded sample of a busy minute that still stands for all of it', () => {
    const metrics = new RequestMetrics(100);
    for (let i = 0; i < 10_000; i++) metrics.record(i % 2 === 0 ? 5 : 50, 200, now);
    const hour = metrics.lastHour(now);
    expect(hour.requests).toBe(10_000);
    expect([5, 50]).toContain(hour.p50Ms);
    expect(hour.p95Ms).toBe(50);
  });
});
