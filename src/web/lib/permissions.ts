import type { WorkspaceRole } from '@/shared/user';
import { useUser } from './auth';

// What the signed-in user's role lets the screens offer (issue 14). The server decides
// (src/server/auth/permissions.ts); the screens only hide or disable what it would refuse.

/** Owners and Editors create and change the workspace's data; Viewers only read it. */
export function canEdit(role: WorkspaceRole | undefined): boolean {
  return role === 'owner' || role === 'editor';
}

/** Billing, the team and the workspace itself are the Owner's alone. */
export function canManage(role: WorkspaceRole | undefined): boolean {
  return role === 'owner';
}

export interface Permissions {
  role: WorkspaceRole | undefined;
  canEdit: boolean;
  canManage: boolean;
}

/** The current workspace's permissions; nothing is allowed until /api/me has answered. */
export function usePermissions(): Permissions {
  const { data: user } = useUser();
  const role = user?.workspace.role;
  return { role, canEdit: canEdit(role), canManage: canManage(role) };
}
