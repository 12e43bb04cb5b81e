import { and, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { AreaMetric } from '../../lib/area-metric';
import type { Database } from '../../db/database';
import { seoRankChecks, seoTrackedKeywords } from './ranks/schema';
import { seoIssues } from './schema';

/** The mean of the positions found on the checks of the span's days; null when none ranked. */
async function averagePosition(db: Database, workspaceId: string, from: string, to: string): Promise<number | null> {
  const [row] = await db
    .select({ value: sql<string | null>`avg(${seoRankChecks.position})::text` })
    .from(seoRankChecks)
    .where(
      and(
        eq(seoRankChecks.workspaceId, workspaceId),
        isNotNull(seoRankChecks.position),
        gte(seoRankChecks.checkedOn, from),
        lte(seoRankChecks.checkedOn, to),
      ),
    );
  return row?.value == null ? null : Math.round(Number(row.value) * 10) / 10;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const lastDayOf = (end: Date) => dayOf(new Date(end.getTime() - 1));

/** SEO Tools' figures for custom dashboards (ADR 039). */
export const seoMetrics: readonly AreaMetric[] = [
  {
    id: 'seo.tracked_keywords',
    area: 'seo',
    label: 'Tracked keywords',
    format: 'count',
    async read(db, workspaceId) {
      const [row] = await db.select({ value: count() }).from(seoTrackedKeywords).where(eq(seoTrackedKeywords.workspaceId, workspaceId));
      return { value: row?.value ?? 0, previous: null };
    },
  },
  {
    id: 'seo.average_position',
    area: 'seo',
    label: 'Average position',
    format: 'count',
    lowerIsBetter: true,
    read: async (db, workspaceId, period) => ({
      value: await averagePosition(db, workspaceId, period.from, period.to),
      previous: await averagePosition(db, workspaceId, dayOf(period.previous.start), lastDayOf(period.previous.end)),
    }),
  },
  {
    id: 'seo.open_issues',
    area: 'seo',
    label: 'Open audit issues',
    format: 'count',
    lowerIsBetter: true,
    async read(db, workspaceId) {
      const [audited] = await db.select({ value: count() }).from(seoIssues).where(eq(seoIssues.workspaceId, workspaceId));
      if (!audited?.value) return { value: null, previous: null };
      const [open] = await db
        .select({ value: count() })
        .from(seoIssues)
        .where(and(eq(seoIssues.workspaceId, workspaceId), eq(seoIssues.status, 'pending')));
      return { value: open?.value ?? 0, previous: null };
    },
  },
];
