import { isUniqueViolation } from '../db/errors';
import { and, eq } from 'drizzle-orm';
import { sampleWorkspaceName, workspaceMessages, type WorkspaceSummary } from '@/shared/workspaces';
import { requireOwner } from '../auth/permissions';
import type { SessionCache } from '../auth/session-cache';
import type { WorkspacePlans } from '../billing/workspace-plan';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
import type { UsageMeter } from '../usage/meter';
import type { Config } from '../config';
import { type FileStore, workspacePrefix } from '../files';
import { insertSampleData } from './sample-data';
import type { SampleRows } from './sample-rows';
import { workspaceMembers, workspaces } from '../tenancy/schema';
import { requireMembership } from '../tenancy/memberships';
import { WorkspaceSwitcher } from '../tenancy/workspace-switcher';

interface SampleWorkspaceDeps {
  db: Database;
  sessionCache: SessionCache;
  usage: UsageMeter;
  plans: WorkspacePlans;
  config: Config;
  /** Users' files, each workspace's under its id: the sample's go with it. */
  files: FileStore;
  /** Each area's part of the sample (ServerModule.sample), in the order of the list in modules.ts. */
  areas: readonly SampleRows[];
}

/** The Sample workspace: loading it (and switching to it) and deleting it. */
export class SampleWorkspaceService {
  private readonly switcher: WorkspaceSwitcher;

  constructor(private readonly deps: SampleWorkspaceDeps) {
    this.switcher = new WorkspaceSwitcher(deps);
  }

  /**
   * Creates the user's Sample workspace filled with sample data, or finds the one they have, and
   * switches to it. `created` tells the two apart.
   */
  async loadSample(viewer: Viewer): Promise<{ workspace: WorkspaceSummary; created: boolean }> {
    let sampleId = await this.findSample(viewer.userId);
    let created = false;
    if (!sampleId) {
      try {
        sampleId = await this.createSample(viewer.userId);
        created = true;
      } catch (error) {
        // Another request made it a moment ago (one sample per user is a unique index).
        sampleId = isUniqueViolation(error) ? await this.findSample(viewer.userId) : undefined;
        if (!sampleId) throw error;
      }
    }
    const list = await this.switcher.switchTo(viewer, sampleId);
    const workspace = list.find((item) => item.id === sampleId);
    if (!workspace) throw new Error('The sample workspace was not listed');
    return { workspace, created };
  }

  /**
   * Deletes a sample workspace the user owns with everything in it; their requests fall back to their
   * own workspace. Deleting is the Owner's alone (an Editor or Viewer is told so); a personal or team
   * workspace is refused even to its Owner; an id not theirs answers 404.
   */
  async deleteSample(viewer: Viewer, workspaceId: string): Promise<void> {
    const { db } = this.deps;
    const membership = await requireMembership(db, viewer.userId, workspaceId);
    requireOwner({ workspaceRole: membership.role }, workspaceMessages.ownerDeletes);
    if (membership.workspaceKind !== 'sample') {
      throw new ServiceError(409, 'NOT_DELETABLE', workspaceMessages.onlySampleDeletable);
    }
    // Cascades to every row of the workspace; the user's current choice falls back to null. The
    // sample's generations were counted against the user's own workspace (Viewer.allowanceWorkspaceId).
    await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    this.deps.sessionCache.forgetUser(viewer.userId);
    this.deps.usage.forget(workspaceId);
    // Its uploads counted against the user's own workspace's storage.
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    this.deps.plans.forget(workspaceId);
    // Its files (Smart Setup's uploads, the studio's and the composer's media) are outside the database.
    await this.deps.files.deletePrefix(workspacePrefix(workspaceId));
  }

  private async findSample(userId: string): Promise<string | undefined> {
    const [row] = await this.deps.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .innerJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)))
      .where(and(eq(workspaces.createdBy, userId), eq(workspaces.kind, 'sample')));
    return row?.id;
  }

  /** The workspace, its owner and the sample data: all or nothing. */
  private async createSample(userId: string): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      const [workspace] = await tx
        .insert(workspaces)
        .values({ name: sampleWorkspaceName, kind: 'sample', createdBy: userId })
        .returning({ id: workspaces.id });
      if (!workspace) throw new Error('The sample workspace was not stored');
      await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId, role: 'owner' });
      await insertSampleData(tx, this.deps.areas, { workspaceId: workspace.id, userId });
      return workspace.id;
    });
  }
}
