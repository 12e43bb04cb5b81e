import { and, eq, lte } from 'drizzle-orm';
import type { Project } from '@/shared/projects';
import type { RankHistory, RankOverview, TrackedKeyword } from '@/shared/seo/ranks';
import { seoMonitorSettingsSchema } from '@/shared/integrations/workflow-schemas';
import type { SeoMonitorSettings } from '@/shared/integrations/workflows';
import type { Database } from '../../../db/database';
import type { DomainEvent } from '../../../domain-events/domain-events';
import type { SelfApi, SelfApiClient } from '../../../http/self-api';
import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import type { ModuleJob } from '../../../server-module';
import { workspaceMembers } from '../../../tenancy/schema';
import type { IntegrationsCatalogue } from '../catalogue/catalogue-service';
import { adapterOf } from '../catalogue/providers';
import { actingMember } from './acting-member';
import { WorkflowStop, reasonOf } from './blog-to-social';
import { RunLog, failInterruptedRuns } from './run-log';
import { integrationWorkflows, workflowRuns } from './schema';

const kind = 'seo_monitor';
const dayMs = 86_400_000;
/** A run whose audit has not finished after this long is given up (the audit failed or was lost). */
const auditPatienceMs = dayMs;

export interface RankDrop {
  keyword: string;
  from: number;
  /** Null: out of the top 100. */
  to: number | null;
}

/**
 * SEO Monitor: on its schedule (daily or weekly, by the injected clock), re-audits the project's site
 * through Uplift's own API as the member who turned it on; when that audit completes, reads the
 * tracked keywords' ranks, and tells the team (in-app and e-mail by their preferences, and the
 * workspace's Slack and Discord when connected) of new critical issues and rank drops past the threshold.
 */
export class SeoMonitor {
  constructor(
    private readonly deps: {
      db: Database;
      selfApi: SelfApi;
      clock: Clock;
      jobs: JobQueue;
      notify: Notify;
      catalogue: Pick<IntegrationsCatalogue, 'credentialsOf' | 'providerContext'>;
      logger: Logger;
    },
  ) {}

  get job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue: 'integrations-seo-monitor',
      cron: '*/15 * * * *',
      options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
      run: () => this.startDue(),
    });
  }

  /**
   * Starts the monitors whose period has no run yet; answers how many started. Safe to run twice.
   * The same quarter-hourly tick ends any workflow's runs a stopped process left under way.
   */
  async startDue(): Promise<number> {
    const { db } = this.deps;
    const now = new Date(this.deps.clock.now());
    await this.giveUpStale(now);
    const interrupted = await failInterruptedRuns(db, now);
    if (interrupted) this.deps.logger.info('interrupted workflow runs ended', { count: interrupted });
    const monitors = await db
      .select()
      .from(integrationWorkflows)
      .where(and(eq(integrationWorkflows.kind, kind), eq(integrationWorkflows.active, true)));
    let started = 0;
    for (const monitor of monitors) {
      const settings = seoMonitorSettingsSchema.safeParse(monitor.settings);
      if (!settings.success) continue;
      const period = periodOf(settings.data.frequency, now);
      // Started by the clock that says it is due, so "a day without its audit" is measured on the same clock.
      const log = await RunLog.open(db, {
        workspaceId: monitor.workspaceId,
        kind,
        periodKey: period.key,
        trigger: period.trigger,
        startedAt: now,
      });
      if (!log) continue;
      started++;
      try {
        const member = monitor.activatedBy ? await actingMember(db, monitor.workspaceId, monitor.activatedBy) : null;
        if (!member) throw new WorkflowStop('The member who turned this workflow on is no longer in the workspace: turn it on again.');
        await this.startAudit(this.deps.selfApi.asViewer(member), settings.data, log);
      } catch (error) {
        await this.failed(log, error);
      }
    }
    return started;
  }

  /** The audit.completed subscriber: goes on with the runs that wait for this audit, if any do. */
  async auditCompleted(event: DomainEvent): Promise<void> {
    if (event.type !== 'audit.completed') return;
    const logs = await RunLog.resume(this.deps.db, { workspaceId: event.workspaceId, kind, awaiting: String(event.data.id) });
    for (const log of logs) await this.finishRun(event, log);
  }

  /** What the audit found and the ranks say, and the team alerted when either is news. */
  private async finishRun(event: DomainEvent, log: RunLog): Promise<void> {
    const { db } = this.deps;
    try {
      const [monitor] = await db
        .select()
        .from(integrationWorkflows)
        .where(and(eq(integrationWorkflows.workspaceId, event.workspaceId), eq(integrationWorkflows.kind, kind)));
      const member = monitor?.activatedBy ? await actingMember(db, event.workspaceId, monitor.activatedBy) : null;
      if (!monitor || !member)
        throw new WorkflowStop('The member who turned this workflow on is no longer in the workspace: turn it on again.');
      const settings = seoMonitorSettingsSchema.parse(monitor.settings);
      const newCritical = Number(event.data.newHighIssues ?? 0);
      const pages = Number(event.data.pagesCrawled ?? 0);
      await log.step(
        'Audited the site',
        'done',
        `${pages} ${pages === 1 ? 'page' : 'pages'}; ${newCritical} new critical ${newCritical === 1 ? 'issue' : 'issues'}`,
      );
      const drops = await this.rankDrops(this.deps.selfApi.asViewer(member), settings, log);
      if (newCritical === 0 && drops.length === 0) {
        await log.step('Alerts', 'skipped', 'No new critical issues and no rank drops: nobody was alerted.');
        await log.finish('succeeded');
        return;
      }
      await this.alert(event.workspaceId, String(event.data.site ?? ''), newCritical, drops, log);
      await log.finish('succeeded');
    } catch (error) {
      await this.failed(log, error);
    }
  }

  private async startAudit(uplift: SelfApiClient, settings: SeoMonitorSettings, log: RunLog): Promise<void> {
    const projects = await uplift.call<{ projects: Project[] }>('GET', '/api/projects');
    if (!projects.ok) throw new WorkflowStop(`The projects could not be read: ${reasonOf(projects)}`);
    const project = projects.body.projects.find((candidate) => candidate.id === settings.projectId);
    if (!project) throw new WorkflowStop('The chosen project no longer exists: choose another.');
    if (!project.url) throw new WorkflowStop(`The project ${project.name} has no site address to audit.`);
    const started = await uplift.call<{ id: string }>('POST', '/api/seo/audits', { url: project.url });
    // An audit of the site already under way will do: the run waits for it.
    const underWay = (started.body as { error?: { details?: { auditId?: unknown } } } | null)?.error?.details?.auditId;
    const auditId = started.ok ? started.body.id : started.status === 409 && typeof underWay === 'string' ? underWay : null;
    if (!auditId) throw new WorkflowStop(`The site audit could not start: ${reasonOf(started)}`);
    await log.step('Started the site audit', 'done', project.url);
    await log.waitFor(auditId);
  }

  /** The tracked keywords that fell by the threshold or more since the period began (out of the top 100 counts as 101). */
  private async rankDrops(uplift: SelfApiClient, settings: SeoMonitorSettings, log: RunLog): Promise<RankDrop[]> {
    const ranks = await uplift.call<RankOverview>('GET', `/api/seo/ranks?projectId=${settings.projectId}`);
    if (!ranks.ok) {
      await log.step('Checked the rankings', 'skipped', `The rankings could not be read: ${reasonOf(ranks)}`);
      return [];
    }
    const checked = ranks.body.keywords.filter((keyword) => keyword.checkedAt !== null && !keyword.error);
    if (checked.length === 0) {
      await log.step('Checked the rankings', 'skipped', 'No tracked keyword of this project has been checked yet.');
      return [];
    }
    const periodDays = settings.frequency === 'weekly' ? 7 : 1;
    const drops: RankDrop[] = [];
    for (const keyword of checked) {
      const from = await this.baseline(uplift, keyword, periodDays);
      if (from === null) continue;
      if ((keyword.position ?? 101) - from >= settings.rankDropThreshold)
        drops.push({ keyword: keyword.keyword, from, to: keyword.position });
    }
    await log.step(
      'Checked the rankings',
      'done',
      drops.length
        ? drops.map((drop) => `${drop.keyword}: ${drop.from} → ${drop.to ?? 'out of the top 100'}`).join('; ')
        : `${checked.length} ${checked.length === 1 ? 'keyword' : 'keywords'}, no drop of ${settings.rankDropThreshold} or more`,
    );
    return drops;
  }

  /** Where the keyword stood when the period began: its check that many days ago, else the day before's. */
  private async baseline(uplift: SelfApiClient, keyword: TrackedKeyword, periodDays: number): Promise<number | null> {
    if (periodDays > 1) {
      const history = await uplift.call<RankHistory>('GET', `/api/seo/ranks/${keyword.id}/history`);
      const cutoff = new Date(new Date(keyword.checkedAt!).getTime() - periodDays * dayMs).toISOString().slice(0, 10);
      const then = history.ok ? history.body.points.filter((point) => point.date <= cutoff).at(-1) : undefined;
      if (then) return then.position;
    }
    return keyword.previousPosition;
  }

  private async alert(workspaceId: string, site: string, newCritical: number, drops: readonly RankDrop[], log: RunLog): Promise<void> {
    const lines = [
      ...(newCritical ? [`${newCritical} new critical ${newCritical === 1 ? 'issue' : 'issues'} on ${site}`] : []),
      ...drops.map((drop) => `“${drop.keyword}” dropped from ${drop.from} to ${drop.to ?? 'out of the top 100'}`),
    ];
    const title = `SEO Monitor: ${site}`;
    const members = await this.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspaceId));
    for (const { userId } of members) {
      await this.deps.notify({
        userId,
        workspaceId,
        kind: 'seo_alerts',
        title,
        body: lines.join('. '),
        link: '/seo',
        email: { subject: title, text: lines.map((line) => `- ${line}`).join('\n') },
      });
    }
    await log.step('Alerted the team', 'done', `${members.length} ${members.length === 1 ? 'member' : 'members'}`);

    for (const providerId of ['slack', 'discord'] as const) {
      const credentials = await this.deps.catalogue.credentialsOf(workspaceId, providerId);
      const adapter = adapterOf(providerId);
      if (!credentials || !adapter?.sendMessage) continue;
      try {
        await adapter.sendMessage(
          this.deps.catalogue.providerContext,
          credentials,
          `${title}\n${lines.map((line) => `• ${line}`).join('\n')}`,
        );
        await log.step(`Posted to ${adapter.name}`, 'done');
      } catch (error) {
        await log.step(`Posted to ${adapter.name}`, 'failed', error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** Runs still waiting for an audit a day after they started: the audit failed or was lost; the card says so. */
  private async giveUpStale(now: Date): Promise<void> {
    const stale = await this.deps.db
      .update(workflowRuns)
      .set({ status: 'failed', error: 'The site audit did not finish: see the SEO screen.', awaiting: null, finishedAt: new Date() })
      .where(
        and(
          eq(workflowRuns.kind, kind),
          eq(workflowRuns.status, 'running'),
          lte(workflowRuns.startedAt, new Date(now.getTime() - auditPatienceMs)),
        ),
      )
      .returning({ id: workflowRuns.id });
    if (stale.length) this.deps.logger.info('seo monitor runs given up', { count: stale.length });
  }

  private async failed(log: RunLog, error: unknown): Promise<void> {
    if (!(error instanceof WorkflowStop)) this.deps.logger.error('workflow run failed', { kind, error: String(error) });
    await log.fail(error instanceof WorkflowStop ? error.message : 'Something went wrong in Uplift; the run stopped.');
  }
}

/** The monitor's period at `now` (UTC): the day, or the week from Monday; one run each. */
export function periodOf(frequency: SeoMonitorSettings['frequency'], now: Date): { key: string; trigger: string } {
  const day = now.toISOString().slice(0, 10);
  if (frequency === 'daily') return { key: day, trigger: `Daily check of ${day}` };
  const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
  return { key: `week of ${monday}`, trigger: `Weekly check, week of ${monday}` };
}
