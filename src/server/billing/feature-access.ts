import { canUseFeature, type FeatureId } from '@/shared/feature-catalogue';
import type { Viewer } from '../tenancy/viewer';
import { ServiceError } from '../lib/service-error';
import type { WorkspacePlans } from './workspace-plan';

/**
 * Refuses a feature the plan does not include (core §6's catalogue), with the screen's own message.
 * From a Sample workspace the plan is the owner's own.
 */
export async function requireFeature(plans: WorkspacePlans, viewer: Viewer, feature: FeatureId, message: string): Promise<void> {
  const { plan } = await plans.forViewer({ workspaceId: viewer.allowanceWorkspaceId, isAdmin: viewer.isAdmin });
  if (!canUseFeature(plan, feature)) throw new ServiceError(403, 'FEATURE_NOT_AVAILABLE', message, { feature, plan });
}
