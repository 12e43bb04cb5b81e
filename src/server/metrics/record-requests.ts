import type { MiddlewareHandler } from 'hono';
import type { RequestMetrics } from './request-metrics';

/** Times every API answer for the System tab and /metrics. */
export function recordRequests(metrics: RequestMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.record(performance.now() - started, c.res.status);
  };
}
