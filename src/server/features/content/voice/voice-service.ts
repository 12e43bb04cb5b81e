import type { z } from 'zod';
import {
  type BrandVoice,
  type BrandVoiceFields,
  type BrandVoiceState,
  type VoiceLearning,
  type VoicePreview,
  type learnVoiceSchema,
  type previewVoiceSchema,
  voiceMessages,
} from '@/shared/content/voice';
import type { AiEngine, ProjectContext } from '../../../ai';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import { type ProjectRecord, findWorkspaceProject } from '../../../projects/directory';
import { writeContent } from '../ai/write-content';
import { loadProjectContext } from '../project-context';
import { contentBrandVoices } from './schema';
import type { VoiceLearner } from './voice-learning';
import { findVoiceRow, toBrandVoice } from './voice-store';

/** The Brand voice section (Enterprise): read, edit, learn and preview a project's voice. */
export class BrandVoices {
  constructor(private readonly deps: { db: Database; entitlements: Entitlements; writer: AiEngine; learner: VoiceLearner }) {}

  async get(viewer: Viewer, projectId: string): Promise<BrandVoiceState> {
    const project = await this.project(viewer, projectId);
    // The run before the voice: a run that reads done has stored its voice, so the read after it sees
    // that voice. The other way round, a run ending between the two reads answered done with no voice.
    const learning = await this.deps.learner.latest(viewer.workspaceId, project.id);
    const row = await findVoiceRow(this.deps.db, viewer.workspaceId, project.id);
    return { voice: row ? toBrandVoice(row) : null, learning };
  }

  async save(viewer: Viewer, projectId: string, fields: BrandVoiceFields): Promise<BrandVoice> {
    const project = await this.project(viewer, projectId);
    const edited = { ...fields, updatedBy: viewer.userId, updatedAt: new Date() };
    const [row] = await this.deps.db
      .insert(contentBrandVoices)
      .values({ workspaceId: viewer.workspaceId, projectId: project.id, ...edited })
      .onConflictDoUpdate({ target: contentBrandVoices.projectId, set: edited })
      .returning();
    if (!row) throw new Error('The brand voice was not stored');
    return toBrandVoice(row);
  }

  async learn(viewer: Viewer, projectId: string, input: z.output<typeof learnVoiceSchema>): Promise<VoiceLearning> {
    const project = await this.project(viewer, projectId);
    return this.deps.learner.start({ workspaceId: viewer.workspaceId, userId: viewer.userId }, project, input);
  }

  /** The same LinkedIn post on the user's topic, written without and with the voice as edited. */
  async preview(viewer: Viewer, projectId: string, { topic, voice }: z.output<typeof previewVoiceSchema>): Promise<VoicePreview> {
    const project = await this.project(viewer, projectId);
    const context = await loadProjectContext(this.deps.db, viewer.workspaceId, project.id);
    const sample = async (withVoice: ProjectContext | null) => {
      const draft = await writeContent(
        this.deps.writer,
        { type: 'social', topic, tone: 'professional', platforms: ['LinkedIn'] },
        withVoice,
        { workspaceId: viewer.workspaceId, userId: viewer.userId },
      );
      return { text: draft.type === 'social' ? (draft.body[0]?.content ?? '') : '', source: draft.source };
    };
    const before = await sample(context);
    const after = await sample(context && { ...context, voice });
    return { before: before.text, after: after.text, source: after.source };
  }

  /** Refused below Enterprise; another workspace's project answers 404. */
  private async project(viewer: Viewer, projectId: string): Promise<ProjectRecord> {
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature('custom_ai_training', voiceMessages.notOnPlan);
    const project = await findWorkspaceProject(this.deps.db, viewer.workspaceId, projectId);
    if (!project) throw notFound();
    return project;
  }
}
