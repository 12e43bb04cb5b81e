import { eq, lt, sql } from 'drizzle-orm';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import { workspaceMembers } from '../../../tenancy/schema';
import { projectsOutsideSamples } from '../../../projects/directory';
import { reportPeriod } from '../report/period';
import { buildReport } from '../report/report';
import type { Rollups } from '../rollup/rollups';
import { analyticsGoals, analyticsWeeklySummaries } from '../schema';

const dayMs = 86_400_000;

/** The Monday (UTC) that began the last whole week before `now`, and that week's Sunday. */
export function lastWeek(now: Date): { from: string; to: string } {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - (sinceMonday + 7) * dayMs;
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return { from: day(monday), to: day(monday + 6 * dayMs) };
}

/**
 * The weekly summary (the "Weekly reports" notice, off until a user turns it on): last
 * week's figures of every project that had visits, to each member of its workspace. A row per
 * project, member and week is written before the notice goes, so a rerun never sends one twice; a
 * crash between the two loses that one notice. Goals count only where the plan has Conversion
 * tracking, as on the report screen.
 */
export class WeeklySummaries {
  constructor(private readonly deps: { db: Database; rollups: Rollups; entitlements: Entitlements; notify: Notify; logger: Logger }) {}

  /** Answers how many notices went out. */
  async send(now = new Date()): Promise<number> {
    const { db } = this.deps;
    const week = lastWeek(now);
    const period = reportPeriod({ range: '7d', ...week }, now);
    // What the rollup worker has not reached yet, so the week's figures are whole.
    await this.deps.rollups.refresh(null, 500);
    const visited = rowsOf<{ project_id: string }>(
      await db.execute(sql`
        select distinct project_id from analytics_rollups
        where dimension = '' and bucket >= ${`${week.from}T00:00:00Z`} and bucket < ${new Date(Date.parse(`${week.to}T00:00:00Z`) + dayMs).toISOString()}`),
    ).map((row) => row.project_id);
    if (visited.length === 0) return 0;
    // A Sample workspace's made-up traffic is no news to e-mail about.
    const sites = await projectsOutsideSamples(db, visited);
    let sent = 0;
    for (const site of sites) {
      const entitlement = await this.deps.entitlements.of({ workspaceId: site.workspaceId, isAdmin: false });
      const goals = entitlement.allows('conversion_tracking')
        ? await db.select({ id: analyticsGoals.id }).from(analyticsGoals).where(eq(analyticsGoals.projectId, site.id))
        : [];
      const report = await buildReport(db, site.id, period, { countriesKnown: false, goalIds: goals.map((goal) => goal.id) });
      const members = await db
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, site.workspaceId));
      for (const { userId } of members) {
        const [claimed] = await db
          .insert(analyticsWeeklySummaries)
          .values({ projectId: site.id, userId, week: week.from })
          .onConflictDoNothing()
          .returning({ userId: analyticsWeeklySummaries.userId });
        if (!claimed) continue;
        const delivery = await this.deps.notify({
          userId,
          workspaceId: site.workspaceId,
          kind: 'weekly_reports',
          link: '/analytics',
          ...summaryOf(site.name, report),
        });
        if (delivery.inApp || delivery.email) sent++;
      }
    }
    this.deps.logger.debug('weekly analytics summaries sent', { week: week.from, sent });
    return sent;
  }

  /** Past summaries' rows are kept a year, then removed. */
  async forgetBefore(cutoff: Date): Promise<void> {
    await this.deps.db.delete(analyticsWeeklySummaries).where(lt(analyticsWeeklySummaries.week, cutoff.toISOString().slice(0, 10)));
  }
}

const count = (value: number) => value.toLocaleString('en');
const compared = (change: number | null) =>
  change === null ? 'no earlier data' : `${change >= 0 ? '+' : ''}${change}% on the week before`;

/** The notice's texts: a line for the bell, the figures with top pages and sources for the e-mail. */
export function summaryOf(projectName: string, report: AnalyticsReport) {
  const { kpis, period } = report;
  const headline = `${count(kpis.visitors.value)} visitors (${compared(kpis.visitors.change)}), ${count(kpis.pageViews.value)} page views and ${count(kpis.conversions.value)} conversions from ${period.from} to ${period.to}.`;
  const lines = [
    `Your week on ${projectName}`,
    '',
    `Visitors: ${count(kpis.visitors.value)} (${compared(kpis.visitors.change)})`,
    `Page views: ${count(kpis.pageViews.value)} (${compared(kpis.pageViews.change)})`,
    `Conversions: ${count(kpis.conversions.value)} (${compared(kpis.conversions.change)})`,
    ...(kpis.revenue.currency
      ? [`Revenue: ${kpis.revenue.value.toFixed(2)} ${kpis.revenue.currency} (${compared(kpis.revenue.change)})`]
      : []),
    '',
    'Top pages:',
    ...report.pages.slice(0, 5).map((page) => `- ${page.path}: ${count(page.visitors)} visitors`),
    '',
    'Traffic sources:',
    ...report.sources.slice(0, 5).map((source) => `- ${source.channel}: ${source.share}% of visitors`),
  ];
  return {
    title: `${projectName}: your week in traffic`,
    body: headline,
    email: { subject: `${projectName}: ${count(kpis.visitors.value)} visitors last week`, text: lines.join('\n') },
  };
}
