import type { MiddlewareHandler } from 'hono';
import { apiMessages } from '@/shared/messages';
import type { AppDeps, AppEnv } from '../context';
import { apiError } from '../http/errors';
import { createPersonalWorkspace, findCurrentMembership } from '../features/workspaces/service';

/** Resolves the session and the workspace the request acts in; 401 without a session. */
export function requireViewer({ auth, db }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, 'UNAUTHORIZED', apiMessages.unauthorized);
    const { user } = session;
    // An account whose onboarding was interrupted still gets its personal workspace.
    let membership = await findCurrentMembership(db, user.id);
    if (!membership) {
      const workspace = await createPersonalWorkspace(db, user);
      membership = { workspaceId: workspace.id, workspaceName: workspace.name, role: 'owner' };
    }
    c.set('viewer', {
      userId: user.id,
      email: user.email,
      fullName: user.name,
      emailVerified: user.emailVerified,
      isAdmin: user.role === 'admin',
      workspaceId: membership.workspaceId,
      workspaceName: membership.workspaceName,
      workspaceRole: membership.role,
    });
    await next();
  };
}

/** Mounted after requireViewer on every /api/admin route. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.viewer.isAdmin) return apiError(c, 403, 'FORBIDDEN', apiMessages.forbidden);
  await next();
};
