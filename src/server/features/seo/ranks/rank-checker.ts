import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canUseFeature } from '@/shared/feature-catalogue';
import type { RankCountry } from '@/shared/seo/ranks';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import type { GuardedApi } from '../../../http/guarded-api';
import type { JobQueue } from '../../../jobs/queue';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import type { ApiKeySettings } from '../../../settings/service';
import { workspaces } from '../../../tenancy/schema';
import { projectById } from '../../../projects/directory';
import { SearchDataError } from '../providers/search-data';
import { asSiteUrl } from '../research/competitor-job';
import { seoRankChecks, seoTrackedKeywords } from './schema';
import { positionOf, type SerpProvider, serpProvider } from './serp-providers';
import { scheduledJob } from '../../../jobs/scheduled-job';

const checkQueue = 'seo-rank-checks';
const scheduleQueue = 'seo-rank-schedule';
/** Keywords one hourly run checks: a day's 24 runs cover thousands, a provider's rate limit permitting. */
const perRun = 300;
const payload = z.object({ ids: z.array(z.string().uuid()).max(500) });

type Tracked = typeof seoTrackedKeywords.$inferSelect;

/** The UTC day a check belongs to: one check per keyword and day, whichever process runs it. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * Reads tracked keywords' positions through the SERP provider: at once for keywords just added, and
 * every hour for those not checked today (Professional and up). A keyword is claimed for the day
 * before the provider is asked, so two workers never pay for the same search.
 */
export class RankChecker {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      plans: WorkspacePlans;
      apiKeys: Pick<ApiKeySettings, 'get'>;
      api: GuardedApi;
      originsForTests: Readonly<Record<string, string>>;
      logger: Logger;
    },
  ) {}

  jobs(): ModuleJob[] {
    return [
      {
        queue: checkQueue,
        start: async () => {
          await this.deps.jobs.createQueue(checkQueue);
          await this.deps.jobs.work(checkQueue, {}, async ([job]) => {
            const parsed = payload.safeParse(job?.data);
            if (parsed.success) await this.check(parsed.data.ids, new Date());
          });
        },
      },
      scheduledJob(this.deps.jobs, {
        queue: scheduleQueue,
        cron: '41 * * * *',
        options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
        run: () => this.checkDue(new Date()),
      }),
    ];
  }

  /** Checks these keywords soon (just added). */
  async checkSoon(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.deps.jobs.send(checkQueue, { ids }, { retryLimit: 1, expireInSeconds: 900 });
  }

  /** The keywords of paying Professional and Enterprise workspaces not checked today; answers how many were checked. */
  async checkDue(now: Date): Promise<number> {
    const today = dayOf(now);
    const due = await this.deps.db
      .select({ id: seoTrackedKeywords.id, workspaceId: seoTrackedKeywords.workspaceId })
      .from(seoTrackedKeywords)
      .innerJoin(workspaces, eq(workspaces.id, seoTrackedKeywords.workspaceId))
      .where(and(ne(workspaces.kind, 'sample'), or(isNull(seoTrackedKeywords.checkedOn), lt(seoTrackedKeywords.checkedOn, today))))
      .orderBy(sql`${seoTrackedKeywords.checkedOn} asc nulls first`)
      .limit(perRun);
    const allowed = new Map<string, boolean>();
    for (const { workspaceId } of due) {
      if (!allowed.has(workspaceId))
        allowed.set(workspaceId, canUseFeature((await this.deps.plans.forWorkspace(workspaceId)).plan, 'rank_tracking'));
    }
    // A plan without rank tracking (a trial that ended) keeps its keywords unchecked; they are set aside for the day, so they never stand in others' way.
    const skipped = due.filter((row) => !allowed.get(row.workspaceId)).map((row) => row.id);
    if (skipped.length > 0)
      await this.deps.db.update(seoTrackedKeywords).set({ checkedOn: today }).where(inArray(seoTrackedKeywords.id, skipped));
    return this.check(
      due.filter((row) => allowed.get(row.workspaceId)).map((row) => row.id),
      now,
    );
  }

  /** Checks each keyword once today; answers how many the provider answered for. */
  async check(ids: readonly string[], now: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const provider = await serpProvider(this.deps.apiKeys, this.deps.api, this.deps.originsForTests);
    if (!provider) return 0;
    const rows = await this.deps.db
      .select()
      .from(seoTrackedKeywords)
      .where(inArray(seoTrackedKeywords.id, [...ids]));
    let checked = 0;
    for (const row of rows) if (await this.checkOne(provider, row, now)) checked++;
    return checked;
  }

  private async checkOne(provider: SerpProvider, row: Tracked, now: Date): Promise<boolean> {
    const { db } = this.deps;
    const today = dayOf(now);
    if (row.checkedOn === today) return false;
    const [claimed] = await db
      .update(seoTrackedKeywords)
      .set({ checkedOn: today })
      .where(and(eq(seoTrackedKeywords.id, row.id), sql`${seoTrackedKeywords.checkedOn} is not distinct from ${row.checkedOn}`))
      .returning({ id: seoTrackedKeywords.id });
    if (!claimed) return false;
    const project = await projectById(db, row.projectId);
    try {
      const ownHost = project?.url && URL.canParse(project.url) ? new URL(project.url).host : null;
      const competitorHosts = (project?.competitors ?? []).flatMap((named) => {
        const site = asSiteUrl(named);
        return site ? [new URL(site).host] : [];
      });
      const hosts = [...(ownHost ? [ownHost] : []), ...competitorHosts];
      const results = await provider.organicResults({
        keyword: row.keyword,
        country: row.country as RankCountry,
        device: row.device,
        hosts,
      });
      const own = ownHost ? positionOf(results, ownHost) : null;
      const competitors: Record<string, number | null> = {};
      for (const host of competitorHosts) competitors[host] = positionOf(results, host)?.position ?? null;
      await db
        .insert(seoRankChecks)
        .values({
          trackedKeywordId: row.id,
          workspaceId: row.workspaceId,
          checkedOn: today,
          position: own?.position ?? null,
          url: own?.url ?? null,
          competitors,
          provider: provider.name,
        })
        .onConflictDoNothing();
      await db
        .update(seoTrackedKeywords)
        .set({
          previousPosition: row.checkedOn ? row.position : null,
          position: own?.position ?? null,
          url: own?.url ?? null,
          competitors,
          checkedAt: now,
          error: null,
        })
        .where(eq(seoTrackedKeywords.id, row.id));
      return true;
    } catch (error) {
      if (!(error instanceof SearchDataError)) throw error;
      this.deps.logger.warn('rank check failed; it is tried again within the hour', { provider: provider.name, error: error.message });
      // The day's claim is given back, so the next run tries again.
      await db.update(seoTrackedKeywords).set({ checkedOn: row.checkedOn, error: error.message }).where(eq(seoTrackedKeywords.id, row.id));
      return false;
    }
  }
}
