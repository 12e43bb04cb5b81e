import type { WorkspaceRole } from '@/shared/user';

/** Who is asking, resolved once per request by the session middleware. */
export interface Viewer {
  userId: string;
  email: string;
  fullName: string;
  /** The profile photo's address, or null. */
  image: string | null;
  emailVerified: boolean;
  /** Sign-in asks for a code from an authenticator app. */
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  workspaceId: string;
  workspaceName: string;
  workspaceRole: WorkspaceRole;
  /** Whose plan and monthly allowances apply: the workspace itself, or for a Sample workspace the user's own. */
  allowanceWorkspaceId: string;
}

/** What every route's context carries: the session middleware sets the viewer before any area's handler runs. */
export interface AppEnv {
  Variables: { viewer: Viewer };
}

/** Whose plan and allowances a check is about; admins are on enterprise whatever the workspace's plan. */
export interface Allowance {
  workspaceId: string;
  isAdmin: boolean;
}

/** A Sample workspace draws on its owner's own plan and allowances (ADR 008). */
export function allowanceOf(viewer: Viewer): Allowance {
  return { workspaceId: viewer.allowanceWorkspaceId, isAdmin: viewer.isAdmin };
}

/** Whether the viewer acts in a Sample workspace: its allowances are the user's own workspace's (ADR 008). */
export function inSampleWorkspace(viewer: Viewer): boolean {
  return viewer.allowanceWorkspaceId !== viewer.workspaceId;
}
