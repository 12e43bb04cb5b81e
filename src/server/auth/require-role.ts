import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './viewer';
import { requireEditor, requireOwner } from './permissions';

/**
 * The role a route needs in the request's workspace, declared beside the route (ADR 018): 'editor'
 * for a write of the workspace's data (the Owner passes too), 'owner' for billing, the team and the
 * workspace itself, refused with the screen's `message`. It runs after the route's validators, before
 * its service looks anything up.
 */
export function requireRole(role: 'editor'): MiddlewareHandler<AppEnv>;
export function requireRole(role: 'owner', message: string): MiddlewareHandler<AppEnv>;
export function requireRole(role: 'editor' | 'owner', message = ''): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (role === 'owner') requireOwner(c.var.viewer, message);
    else requireEditor(c.var.viewer);
    await next();
  };
}
