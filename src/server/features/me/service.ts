import type { ClientUser } from '@/shared/user';
import { displayName } from '@/shared/auth';
import type { Viewer } from '../../context';
import type { Database } from '../../db/client';
import { countMembers } from '../workspaces/service';

/**
 * The client user of core §3. Plans arrive with billing: until then everyone is on starter, admins on
 * enterprise. Usage counts the features that exist; the others are zero because nothing is stored yet.
 */
export async function buildClientUser(db: Database, viewer: Viewer): Promise<ClientUser> {
  const teamMembers = await countMembers(db, viewer.workspaceId);
  return {
    id: viewer.userId,
    email: viewer.email,
    name: displayName(viewer.fullName, viewer.email),
    fullName: viewer.fullName,
    isAdmin: viewer.isAdmin,
    emailVerified: viewer.emailVerified,
    plan: viewer.isAdmin ? 'enterprise' : 'starter',
    usage: {
      contentGeneration: 0,
      socialAccounts: 0,
      emailContacts: 0,
      projects: 0,
      teamMembers: Math.max(teamMembers, 1),
      storage: 0,
    },
    workspace: { id: viewer.workspaceId, name: viewer.workspaceName, role: viewer.workspaceRole },
  };
}
