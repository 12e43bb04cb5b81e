import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/service-error';
import type { Viewer } from '../../auth/viewer';
import { projects } from '../projects';

/** The project, if it is the viewer's workspace's; another workspace's is not found. */
export async function viewersProject(
  db: Database,
  viewer: Viewer,
  projectId: string,
): Promise<{ id: string; name: string; url: string | null }> {
  if (!isUuid(projectId)) throw notFound();
  const [project] = await db
    .select({ id: projects.id, name: projects.name, url: projects.url })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, viewer.workspaceId)));
  if (!project) throw notFound();
  return project;
}
