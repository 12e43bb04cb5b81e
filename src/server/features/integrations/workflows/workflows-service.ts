import { and, desc, eq } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import {
  type Workflow,
  type WorkflowKind,
  type WorkflowSettingsByKind,
  workflowDescriptions,
  workflowKinds,
  workflowNames,
} from '@/shared/integrations/workflows';
import { workflowSettingsSchemas } from '@/shared/integrations/workflow-schemas';
import type { EmailList } from '@/shared/email/email';
import type { IntegrationsOverview } from '@/shared/integrations/catalogue';
import type { Project } from '@/shared/projects';
import type { SocialAccount } from '@/shared/social/social';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import type { DomainEvent } from '../../../domain-events/domain-events';
import { recordUserEvent } from '../../../events/service';
import type { SelfApi, SelfApiClient } from '../../../http/self-api';
import type { Clock } from '../../../lib/clock';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import { actingMember } from './acting-member';
import { WorkflowStop, blogToSocial, takesTextPosts } from './blog-to-social';
import { leadEventTypes, leadOf, leadToEmail } from './lead-to-email';
import { RunLog, runOf } from './run-log';
import { integrationWorkflows, workflowRuns } from './schema';

/** A run log's trigger for each event a lead arrives in (a custom integration's says which). */
const leadTriggers: Partial<Record<string, string>> = {
  'subscriber.created': 'Sign-up form',
  'goal.converted': 'Goal reached',
  'customer.created': 'New shop customer',
};

/** How many runs each card's log shows. */
const runsShown = 5;

/**
 * The workspace's automation workflows: their settings and on/off state, and running them when what
 * starts them happens (a domain event). Each run acts through Uplift's own API as the member who
 * turned the workflow on, and writes its steps to the run log as it goes.
 */
export class WorkflowsService {
  constructor(private readonly deps: { db: Database; selfApi: SelfApi; clock: Clock; logger: Logger }) {}

  async list(viewer: Viewer): Promise<Workflow[]> {
    const { db } = this.deps;
    const rows = await db.select().from(integrationWorkflows).where(eq(integrationWorkflows.workspaceId, viewer.workspaceId));
    return Promise.all(
      workflowKinds.map(async (kind) => {
        const row = rows.find((candidate) => candidate.kind === kind);
        const runs = await db
          .select()
          .from(workflowRuns)
          .where(and(eq(workflowRuns.workspaceId, viewer.workspaceId), eq(workflowRuns.kind, kind)))
          .orderBy(desc(workflowRuns.startedAt))
          .limit(runsShown);
        return {
          kind,
          name: workflowNames[kind],
          description: workflowDescriptions[kind],
          active: row?.active ?? false,
          settings: (row?.settings as Workflow['settings']) ?? null,
          runs: runs.map(runOf),
        };
      }),
    );
  }

  /** Turns a workflow on with its settings (checked against the workspace's own accounts), or off. */
  async update(
    viewer: Viewer,
    uplift: SelfApiClient,
    kind: WorkflowKind,
    input: { active: boolean; settings: unknown },
  ): Promise<Workflow> {
    requireEditor(viewer);
    const parsed = workflowSettingsSchemas[kind].safeParse(input.settings);
    if (!parsed.success) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, parsed.error.issues[0]?.message ?? 'Invalid settings');
    // Turning off never fails on what was chosen since (a deleted list or project): only turning on checks it.
    if (input.active) await this.checkSettings(uplift, kind, parsed.data);
    await this.deps.db
      .insert(integrationWorkflows)
      .values({ workspaceId: viewer.workspaceId, kind, active: input.active, settings: parsed.data, activatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: [integrationWorkflows.workspaceId, integrationWorkflows.kind],
        set: { active: input.active, settings: parsed.data, activatedBy: viewer.userId, updatedAt: new Date() },
      });
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: input.active ? 'workflow_activated' : 'workflow_deactivated',
      description: `${input.active ? 'Turned on' : 'Turned off'} ${workflowNames[kind]}`,
      data: { workflow: kind },
    });
    return (await this.list(viewer)).find((workflow) => workflow.kind === kind)!;
  }

  /** The domain-events subscriber: runs the workflows an event starts. Safe to run twice for one event. */
  async handle(event: DomainEvent): Promise<void> {
    if (event.type === 'content.published' && event.data.type === 'blog') await this.blogPublished(event);
    if (leadEventTypes.has(event.type)) await this.leadArrived(event);
  }

  private async blogPublished(event: DomainEvent): Promise<void> {
    await this.run(event, 'blog_to_social', `Published “${String(event.data.title)}”`, async (uplift, settings, log) => {
      const published = { contentId: String(event.data.id), url: typeof event.data.url === 'string' ? event.data.url : null };
      await blogToSocial(uplift, workflowSettingsSchemas.blog_to_social.parse(settings), published, log, new Date(this.deps.clock.now()));
      return 'succeeded';
    });
  }

  /** A sign-up, a goal, a shop's customer or a custom integration's post: a lead for Lead to Email when its settings take it. */
  private async leadArrived(event: DomainEvent): Promise<void> {
    const chosen = (settings: unknown) => workflowSettingsSchemas.lead_to_email.parse(settings);
    const trigger = leadTriggers[event.type] ?? `Lead from ${String(event.data.integration)}`;
    await this.run(
      event,
      'lead_to_email',
      trigger,
      async (uplift, settings, log) => leadToEmail(uplift, chosen(settings), leadOf(event, chosen(settings))!, log),
      (settings) => {
        const parsed = workflowSettingsSchemas.lead_to_email.safeParse(settings);
        return parsed.success && leadOf(event, parsed.data) !== null;
      },
    );
  }

  /**
   * One run of the workspace's active workflow of `kind` for the event, logged; `concerns` says
   * whether the event is one for it at all (no run is logged when it is not).
   */
  private async run(
    event: DomainEvent,
    kind: WorkflowKind,
    trigger: string,
    act: (uplift: SelfApiClient, settings: unknown, log: RunLog) => Promise<'succeeded' | 'skipped'>,
    concerns: (settings: unknown) => boolean = () => true,
  ): Promise<void> {
    const [workflow] = await this.deps.db
      .select()
      .from(integrationWorkflows)
      .where(
        and(
          eq(integrationWorkflows.workspaceId, event.workspaceId),
          eq(integrationWorkflows.kind, kind),
          eq(integrationWorkflows.active, true),
        ),
      );
    if (!workflow || !concerns(workflow.settings)) return;
    const log = await RunLog.open(this.deps.db, { workspaceId: event.workspaceId, kind, eventId: event.id, trigger });
    if (!log) return;
    try {
      const member = workflow.activatedBy ? await actingMember(this.deps.db, event.workspaceId, workflow.activatedBy) : null;
      if (!member) throw new WorkflowStop('The member who turned this workflow on is no longer in the workspace: turn it on again.');
      await log.finish(await act(this.deps.selfApi.asViewer(member), workflow.settings, log));
    } catch (error) {
      // A failed run is told on its card, never retried: what it did before failing is not done twice.
      if (!(error instanceof WorkflowStop)) this.deps.logger.error('workflow run failed', { kind, error: String(error) });
      await log.fail(error instanceof WorkflowStop ? error.message : 'Something went wrong in Uplift; the run stopped.');
    }
  }

  /** Settings name the workspace's own accounts, lists, integrations and projects. */
  private async checkSettings(uplift: SelfApiClient, kind: WorkflowKind, settings: WorkflowSettingsByKind[WorkflowKind]): Promise<void> {
    if (kind === 'blog_to_social') await this.checkAccounts(uplift, (settings as WorkflowSettingsByKind['blog_to_social']).accountIds);
    if (kind === 'lead_to_email') {
      const { listId, integrationIds } = settings as WorkflowSettingsByKind['lead_to_email'];
      const lists = await uplift.call<{ lists: EmailList[] }>('GET', '/api/email/lists');
      if (!(lists.ok && lists.body.lists.some((list) => list.id === listId))) {
        throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Choose a list of this workspace');
      }
      const overview = await uplift.call<IntegrationsOverview>('GET', '/api/integrations');
      const custom = new Set(
        (overview.ok ? overview.body.integrations : []).filter((card) => card.connectVia === 'custom').map((card) => card.id),
      );
      if (!integrationIds.every((id) => custom.has(id))) {
        throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Choose custom integrations of this workspace');
      }
    }
    if (kind === 'seo_monitor') {
      const { projectId } = settings as WorkflowSettingsByKind['seo_monitor'];
      const projects = await uplift.call<{ projects: Project[] }>('GET', '/api/projects');
      const project = projects.ok ? projects.body.projects.find((candidate) => candidate.id === projectId) : undefined;
      if (!project) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Choose a project of this workspace');
      if (!project.url) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'The project needs its site’s address to be audited');
    }
  }

  private async checkAccounts(uplift: SelfApiClient, accountIds: readonly string[]): Promise<void> {
    const answer = await uplift.call<{ accounts: SocialAccount[] }>('GET', '/api/social/accounts');
    const usable = new Set(
      (answer.ok ? answer.body.accounts : []).filter((account) => takesTextPosts(account.network)).map((account) => account.id),
    );
    if (!accountIds.every((id) => usable.has(id))) {
      throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Choose accounts of this workspace that take text posts');
    }
  }
}
