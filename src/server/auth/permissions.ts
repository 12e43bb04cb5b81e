import type { Viewer } from './viewer';
import { ServiceError } from '../lib/service-error';

// What each role may do (issue 14, ADR 018), for every route that exists and every later one; the
// services check it, and roles.test.ts's table holds a row per route:
// - Viewer: reads only; every write calls requireEditor (or requireOwner) first.
// - Editor: creates and edits the workspace's data; not its billing, its team or its deletion.
// - Owner: everything; one per workspace, changed only by a transfer.

/** Owners and Editors change a workspace's data; Viewers only read it. */
export function canEditWorkspace(viewer: Viewer): boolean {
  return viewer.workspaceRole === 'owner' || viewer.workspaceRole === 'editor';
}

export function requireEditor(viewer: Viewer): void {
  if (!canEditWorkspace(viewer)) {
    throw new ServiceError(403, 'READ_ONLY', 'Your role in this workspace can view but not change it.');
  }
}

/** Billing, the team and the workspace itself are the Owner's alone. */
export function isOwner(viewer: Pick<Viewer, 'workspaceRole'>): boolean {
  return viewer.workspaceRole === 'owner';
}

/** `viewer` is the request's Viewer, or the caller's membership of a workspace named in the path. */
export function requireOwner(viewer: Pick<Viewer, 'workspaceRole'>, message: string): void {
  if (!isOwner(viewer)) throw new ServiceError(403, 'OWNER_ONLY', message);
}
