import type { ClientUser } from '@/shared/user';
import { displayName } from '@/shared/auth';
import { getPlan } from '@/shared/plans';
import type { WorkspacePlans } from '../../billing/workspace-plan';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { UsageMeter } from '../../usage/meter';

/** The client user: who is signed in, their workspace's plan, its limits and its usage. */
export async function buildClientUser(services: { plans: WorkspacePlans; usage: UsageMeter }, viewer: Viewer): Promise<ClientUser> {
  // In a Sample workspace the user keeps their own plan and allowances.
  const allowance = allowanceOf(viewer);
  const [{ plan }, usage] = await Promise.all([services.plans.forViewer(allowance), services.usage.forWorkspace(allowance.workspaceId)]);
  return {
    id: viewer.userId,
    email: viewer.email,
    name: displayName(viewer.fullName, viewer.email),
    fullName: viewer.fullName,
    image: viewer.image,
    isAdmin: viewer.isAdmin,
    emailVerified: viewer.emailVerified,
    twoFactorEnabled: viewer.twoFactorEnabled,
    plan,
    limits: getPlan(plan).limits,
    usage,
    workspace: { id: viewer.workspaceId, name: viewer.workspaceName, role: viewer.workspaceRole },
  };
}
