import type { WorkspaceSummary } from '@/shared/workspaces';
import type { SessionCache } from '../auth/session-cache';
import type { Database } from '../db/database';
import { listWorkspaces, rememberCurrentWorkspace, requireMembership } from './memberships';
import type { Viewer } from '../auth/viewer';

/** The header's workspace switcher: the user's workspaces and which one their requests act in. */
export class WorkspaceSwitcher {
  constructor(private readonly deps: { db: Database; sessionCache: SessionCache }) {}

  list(viewer: Viewer): Promise<WorkspaceSummary[]> {
    return listWorkspaces(this.deps.db, viewer.userId, viewer.workspaceId);
  }

  /** Makes one of the user's workspaces the one their requests act in; 404 for any other id. */
  async switchTo(viewer: Viewer, workspaceId: string): Promise<WorkspaceSummary[]> {
    const { db } = this.deps;
    await requireMembership(db, viewer.userId, workspaceId);
    await rememberCurrentWorkspace(db, viewer.userId, workspaceId);
    this.deps.sessionCache.forgetUser(viewer.userId);
    return listWorkspaces(db, viewer.userId, workspaceId);
  }
}
