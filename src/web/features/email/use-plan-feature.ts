import { canUseFeature, type FeatureId } from '@/shared/feature-catalogue';
import { useUser } from '@/web/lib/auth';

/**
 * Whether the workspace's plan includes a feature, so the screen can offer the upgrade before the
 * server refuses; true until the user is known, so nothing flickers locked.
 */
export function usePlanFeature(feature: FeatureId): boolean {
  const { data: user } = useUser();
  return user ? canUseFeature(user.plan, feature) : true;
}
