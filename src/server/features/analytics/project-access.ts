import type { Database } from '../../db/database';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/service-error';
import type { Viewer } from '../../auth/viewer';
import { workspaceProject } from '../../projects/directory';

/** The project, if it is the viewer's workspace's; another workspace's is not found. */
export async function viewersProject(
  db: Database,
  viewer: Viewer,
  projectId: string,
): Promise<{ id: string; name: string; url: string | null }> {
  if (!isUuid(projectId)) throw notFound();
  const { id, name, url } = await workspaceProject(db, viewer.workspaceId, projectId);
  return { id, name, url };
}
