import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/**
 * The header's traffic figure. Null until the analytics issue records real visits: the interface
 * shows no figure rather than an invented one.
 */
export function analyticsRoutes() {
  return new Hono<AppEnv>().get('/traffic-change', (c) => c.json({ trafficChange: null as number | null }));
}
