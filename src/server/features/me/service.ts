import type { ClientUser } from '@/shared/user';
import { displayName } from '@/shared/auth';
import type { Viewer } from '../../context';
import type { UsageService } from '../usage/service';

/** The client user of core §3. Plans arrive with billing: until then everyone is on starter, admins on enterprise. */
export async function buildClientUser(usage: UsageService, viewer: Viewer): Promise<ClientUser> {
  return {
    id: viewer.userId,
    email: viewer.email,
    name: displayName(viewer.fullName, viewer.email),
    fullName: viewer.fullName,
    isAdmin: viewer.isAdmin,
    emailVerified: viewer.emailVerified,
    plan: viewer.isAdmin ? 'enterprise' : 'starter',
    usage: await usage.forWorkspace(viewer.workspaceId),
    workspace: { id: viewer.workspaceId, name: viewer.workspaceName, role: viewer.workspaceRole },
  };
}
