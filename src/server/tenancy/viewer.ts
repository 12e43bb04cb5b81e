import type { WorkspaceRole } from '@/shared/user';

/** Who is asking, resolved once per request by the session middleware. */
export interface Viewer {
  userId: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  isAdmin: boolean;
  workspaceId: string;
  workspaceName: string;
  workspaceRole: WorkspaceRole;
  /** Whose plan and monthly allowances apply: the workspace itself, or for a Sample workspace the user's own. */
  allowanceWorkspaceId: string;
}
