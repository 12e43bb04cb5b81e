import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Project, projectInputSchema } from '@/shared/projects';
import { allowanceOf, type Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import { readWorkspaceRows } from '../db/workspace-reads';
import { notFound } from '../lib/service-error';
import { recordUserEvent } from '../events/service';
import type { Entitlements } from '../billing/entitlements';
import type { UsageMeter } from '../usage/meter';
import { newestFirst } from './directory';
import { projects } from './schema';

type ProjectValues = z.output<typeof projectInputSchema>;

/** The workspace's projects, newest first. */
export class ProjectsService {
  /** Built once rather than on every read; on PostgreSQL also a named, server-side prepared statement. */
  private readonly listQuery;

  constructor(private readonly deps: { db: Database; usage: UsageMeter; entitlements: Entitlements }) {
    this.listQuery = deps.db
      .select()
      .from(projects)
      .where(eq(projects.workspaceId, sql.placeholder('workspaceId')))
      .orderBy(...newestFirst)
      .prepare('projects_list');
  }

  /** Kept by the embedded database until a project of the workspace changes (db/workspace-reads.ts). */
  async list(viewer: Viewer): Promise<Project[]> {
    const { workspaceId } = viewer;
    return readWorkspaceRows(
      this.deps.db,
      { name: 'projects', tables: ['projects'], workspaceId, variant: '', rows: (list) => list.length },
      async () => (await this.listQuery.execute({ workspaceId })).map(toProject),
    );
  }

  /** Within the plan's project limit; records a project_created event for the dashboard. */
  async create(viewer: Viewer, values: ProjectValues): Promise<Project> {
    const { db, usage, entitlements } = this.deps;
    // A Sample workspace has no plan of its own: checked against the plan and count /api/me shows (ADR 008).
    await (await entitlements.of(allowanceOf(viewer))).ensureRoomFor('projects');
    const [row] = await db
      .insert(projects)
      .values({ ...values, workspaceId: viewer.workspaceId, createdBy: viewer.userId })
      .returning();
    if (!row) throw new Error('The project was not stored');
    usage.forget(viewer.workspaceId);
    await recordUserEvent(db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'project_created',
      description: `Created the project ${row.name}`,
      data: { project_name: row.name },
    });
    return toProject(row);
  }

  async update(viewer: Viewer, id: string, values: ProjectValues): Promise<Project> {
    const [row] = await this.deps.db
      .update(projects)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(projects.id, id), eq(projects.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return toProject(row);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.deps.db
      .delete(projects)
      .where(and(eq(projects.id, id), eq(projects.workspaceId, viewer.workspaceId)))
      .returning({ id: projects.id });
    if (removed.length === 0) throw notFound();
    this.deps.usage.forget(viewer.workspaceId);
  }
}

function toProject(row: typeof projects.$inferSelect): Project {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    niche: row.niche,
    keywords: row.keywords,
    competitors: row.competitors,
    createdAt: row.createdAt.toISOString(),
  };
}
