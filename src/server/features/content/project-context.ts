import type { ProjectContext } from '../../ai';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/service-error';
import { findWorkspaceProject, latestProject } from '../../projects/directory';
import { latestWebsiteAnalysis } from '../setup';

/**
 * The project named by the request (404 when it is not the workspace's), else the workspace's newest,
 * with the audience and tone of its latest finished Smart Setup analysis; null when it has neither.
 */
export async function loadProjectContext(db: Database, workspaceId: string, projectId?: string): Promise<ProjectContext | null> {
  const project = projectId ? await findWorkspaceProject(db, workspaceId, projectId) : await latestProject(db, workspaceId);
  const result = await latestWebsiteAnalysis(db, workspaceId);
  if (projectId && !project) throw notFound();
  if (!project && !result) return null;
  return {
    name: project?.name ?? 'Your site',
    url: project?.url ?? null,
    niche: project?.niche ?? result?.niche ?? null,
    keywords: project?.keywords.length ? project.keywords : (result?.keywords ?? []),
    competitors: project?.competitors.length ? project.competitors : (result?.competitors ?? []),
    audience: result?.source === 'ai' ? result.audience : null,
    tone: result?.tone ?? null,
  };
}
