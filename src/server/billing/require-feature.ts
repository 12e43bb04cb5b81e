import type { MiddlewareHandler } from 'hono';
import type { FeatureId } from '@/shared/feature-catalogue';
import { type AppEnv, allowanceOf } from '../auth/viewer';
import type { Entitlements } from './entitlements';

/**
 * Route middleware for a catalogue feature a whole route needs, declared beside the route:
 * `const requireFeature = featureGate(entitlements)`, then `requireFeature('bulk_generation', message)`
 * refuses with 403 FEATURE_NOT_AVAILABLE and the screen's message. A feature a service needs only for
 * some inputs, or only once it has found the caller's project (so another workspace's id still
 * answers 404), stays the service's check.
 */
export function featureGate(entitlements: Entitlements) {
  return (feature: FeatureId, message: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      (await entitlements.of(allowanceOf(c.var.viewer))).requireFeature(feature, message);
      await next();
    };
}
