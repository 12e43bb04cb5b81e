import type { z } from 'zod';
import type { ContentIdeas, GeneratedContent, generateContentSchema } from '@/shared/content/content';
import { structureSections } from '@/shared/content/templates';
import { requireEditor } from '../../auth/permissions';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/database';
import type { Entitlements } from '../../billing/entitlements';
import type { UsageMeter } from '../../usage/meter';
import type { AiEngine, ProjectContext } from '../../ai';
import { writeContent, writeIdeas, writeInsights } from './ai/write-content';
import type { TemplateGuide } from './ai/types';
import { loadProjectContext } from './project-context';
import type { ContentTemplatesService } from './templates/templates-service';

type GenerateRequest = z.output<typeof generateContentSchema>;

/**
 * The generating calls of the Content Engine: drafts, ideas and insights. Each one the user asks for
 * counts one generation against the month's allowance.
 */
export class ContentGeneration {
  constructor(
    private readonly deps: {
      db: Database;
      usage: UsageMeter;
      entitlements: Entitlements;
      writer: AiEngine;
      /** The Content Engine's templates; other areas writing through this engine send no template. */
      templates?: Pick<ContentTemplatesService, 'find'>;
    },
  ) {}

  async generate(viewer: Viewer, request: GenerateRequest): Promise<GeneratedContent> {
    // Read before the allowance is spent: another workspace's template answers 404 and costs nothing.
    const template = await this.template(viewer, request.templateId);
    // The engine has recorded the token use; the client gets the draft alone.
    return this.metered(viewer, request.type, async () => {
      const project = await this.project(viewer, request.projectId);
      const { usage: _tokens, ...draft } = await writeContent(this.deps.writer, { ...request, template }, project, who(viewer));
      return draft;
    });
  }

  /** The six ideas /content opens with: written from the project by the offline writer, so free. */
  async startingIdeas(viewer: Viewer, projectId?: string): Promise<ContentIdeas> {
    const project = await this.project(viewer, projectId);
    const { ideas, source } = await writeIdeas(this.deps.writer, project, 0, who(viewer), { offline: true });
    return { ideas, source, round: 0 };
  }

  /** Generate More: six new ideas (round 1, 2, ...) from the engine, counted as one generation. */
  async moreIdeas(viewer: Viewer, round: number, projectId?: string): Promise<ContentIdeas> {
    return this.metered(viewer, 'ideas', async () => {
      const project = await this.project(viewer, projectId);
      const { ideas, source } = await writeIdeas(this.deps.writer, project, round, who(viewer));
      return { ideas, source, round };
    });
  }

  /** The Content Strategy Assistant's insights, counted as one generation. */
  async insights(viewer: Viewer, projectId?: string) {
    return this.metered(viewer, 'insights', async () => {
      const project = await this.project(viewer, projectId);
      const { insights, source } = await writeInsights(this.deps.writer, project, who(viewer));
      return { insights, source };
    });
  }

  /**
   * Only people who may write spend the allowance: it is checked before the writer is called and one
   * generation is counted only when the writer succeeded. A Sample workspace draws on its owner's own
   * allowance, so it cannot add a second one.
   */
  private async metered<Result>(viewer: Viewer, kind: string, write: () => Promise<Result>): Promise<Result> {
    // Kept here as well as at the routes: the social area writes through this engine too.
    requireEditor(viewer);
    const allowance = allowanceOf(viewer);
    await (await this.deps.entitlements.of(allowance)).ensureRoomFor('contentGeneration');
    const result = await write();
    await this.deps.usage.recordContentGeneration(allowance.workspaceId, viewer.userId, kind);
    return result;
  }

  private async template(viewer: Viewer, templateId: string | undefined): Promise<TemplateGuide | undefined> {
    if (!templateId || !this.deps.templates) return undefined;
    const { name, structure, prompt } = await this.deps.templates.find(viewer.workspaceId, templateId);
    return { name, sections: structureSections(structure), prompt };
  }

  private async project(viewer: Viewer, projectId: string | undefined): Promise<ProjectContext | null> {
    const brandVoice = (await this.deps.entitlements.of(allowanceOf(viewer))).allows('custom_ai_training');
    return loadProjectContext(this.deps.db, viewer.workspaceId, projectId, { brandVoice });
  }
}

const who = (viewer: Viewer) => ({ workspaceId: viewer.workspaceId, userId: viewer.userId });
