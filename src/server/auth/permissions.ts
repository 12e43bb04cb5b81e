import type { Viewer } from '../tenancy/viewer';
import { ServiceError } from '../lib/service-error';

/** Owners and Editors change a workspace's data; Viewers only read it. */
export function canEditWorkspace(viewer: Viewer): boolean {
  return viewer.workspaceRole === 'owner' || viewer.workspaceRole === 'editor';
}

export function requireEditor(viewer: Viewer): void {
  if (!canEditWorkspace(viewer)) {
    throw new ServiceError(403, 'READ_ONLY', 'Your role in this workspace can view but not change it.');
  }
}
