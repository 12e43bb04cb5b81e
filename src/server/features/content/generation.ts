import type { z } from 'zod';
import type { ContentIdeas, GeneratedContent, generateContentSchema } from '@/shared/content';
import { requireEditor } from '../../auth/permissions';
import type { Viewer } from '../../context';
import type { Database } from '../../db/client';
import type { UsageService } from '../usage/service';
import type { AiEngine, ProjectContext } from '../../ai';
import { loadProjectContext } from './project-context';

type GenerateRequest = z.output<typeof generateContentSchema>;

/**
 * The AI Content Creator's server side: the month's allowance is checked before the writer is called
 * and one generation is counted only when it succeeded.
 */
export class ContentGeneration {
  constructor(private readonly deps: { db: Database; usage: UsageService; writer: AiEngine }) {}

  async generate(viewer: Viewer, request: GenerateRequest): Promise<GeneratedContent> {
    requireEditor(viewer);
    const { usage, writer } = this.deps;
    // A Sample workspace draws on its owner's own allowance, so it cannot add a second one.
    const allowance = { workspaceId: viewer.allowanceWorkspaceId, isAdmin: viewer.isAdmin };
    await usage.ensureRoomFor(allowance, 'contentGeneration');
    const project = await this.project(viewer, request.projectId);
    // The engine has recorded the token use; the client gets the draft alone.
    const { usage: tokenUse, ...draft } = await writer.generateContent(request, project, who(viewer));
    await usage.recordContentGeneration(allowance.workspaceId, viewer.userId, request.type);
    return draft;
  }

  /**
   * Six ideas for the project; each round asks for six new ones. Not counted as generations, but only
   * people who may write content can spend the provider's tokens on them.
   */
  async ideas(viewer: Viewer, round: number, projectId?: string): Promise<ContentIdeas> {
    requireEditor(viewer);
    const project = await this.project(viewer, projectId);
    const { ideas, source } = await this.deps.writer.generateIdeas(project, round, who(viewer));
    return { ideas, source, round };
  }

  async insights(viewer: Viewer, projectId?: string) {
    requireEditor(viewer);
    const project = await this.project(viewer, projectId);
    const { insights, source } = await this.deps.writer.generateInsights(project, who(viewer));
    return { insights, source };
  }

  private project(viewer: Viewer, projectId: string | undefined): Promise<ProjectContext | null> {
    return loadProjectContext(this.deps.db, viewer.workspaceId, projectId);
  }
}

const who = (viewer: Viewer) => ({ workspaceId: viewer.workspaceId, userId: viewer.userId });
