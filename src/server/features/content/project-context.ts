import type { ProjectContext } from '../../ai';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/service-error';
import { findWorkspaceProject, latestProject } from '../../projects/directory';
import { latestWebsiteAnalysis } from '../setup';
import { findVoiceRow, voiceFields } from './voice/voice-store';

export interface ProjectContextOptions {
  /** The workspace's plan applies a brand voice (custom_ai_training): the project's saved one goes in. */
  brandVoice?: boolean;
}

/**
 * The project named by the request (404 when it is not the workspace's), else the workspace's newest,
 * with the audience and tone of its latest finished Smart Setup analysis, and its brand voice when
 * the plan applies it; null when it has neither project nor analysis.
 */
export async function loadProjectContext(
  db: Database,
  workspaceId: string,
  projectId?: string,
  options: ProjectContextOptions = {},
): Promise<ProjectContext | null> {
  const project = projectId ? await findWorkspaceProject(db, workspaceId, projectId) : await latestProject(db, workspaceId);
  const result = await latestWebsiteAnalysis(db, workspaceId);
  if (projectId && !project) throw notFound();
  if (!project && !result) return null;
  const voice = options.brandVoice && project ? await findVoiceRow(db, workspaceId, project.id) : undefined;
  return {
    name: project?.name ?? 'Your site',
    url: project?.url ?? null,
    niche: project?.niche ?? result?.niche ?? null,
    keywords: project?.keywords.length ? project.keywords : (result?.keywords ?? []),
    competitors: project?.competitors.length ? project.competitors : (result?.competitors ?? []),
    audience: result?.source === 'ai' ? result.audience : null,
    tone: result?.tone ?? null,
    voice: voice ? voiceFields(voice) : null,
  };
}
