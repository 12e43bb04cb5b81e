import type { AuditComparison, SiteAudit } from '@/shared/seo/seo';
import { formatNumber } from '@/shared/number-format';
import { formatDate } from '@/shared/date-format';

// How the SEO screen writes an audit's figures.

/** "3 new · 12 still open · 5 resolved since the previous scan". */
export function comparisonText({ new: found, stillOpen, resolved }: AuditComparison): string {
  return `${formatNumber(found)} new · ${formatNumber(stillOpen)} still open · ${formatNumber(resolved)} resolved since the previous scan`;
}

/** Why a finished scan did not read every page it found, or null when it did. */
export function stoppedEarlyNote(audit: Pick<SiteAudit, 'summary' | 'pageBudget'>): string | null {
  switch (audit.summary?.stoppedEarly) {
    case 'page_budget':
      return `The scan stopped at your plan's budget of ${formatNumber(audit.pageBudget)} pages: pages beyond it were not checked.`;
    case 'time_budget':
      return 'The scan reached its time limit before reading every page it found: the pages it did not read were not checked.';
    default:
      return null;
  }
}

/** What a scan under way is doing, in the server's words once it has started. */
export function progressLabel(audit: Pick<SiteAudit, 'status' | 'stage'>): string {
  if (audit.stage) return audit.stage;
  return audit.status === 'queued' ? 'Waiting to start…' : 'Reading pages…';
}

/** "42 of up to 100 pages read". */
export function pagesReadText({ pagesCrawled, pageBudget }: Pick<SiteAudit, 'pagesCrawled' | 'pageBudget'>): string {
  return `${formatNumber(pagesCrawled)} of up to ${formatNumber(pageBudget)} pages read`;
}

/** A page's address as the list shows it: its path and query ("/blog?page=2"), or the whole address if unreadable. */
export function pagePath(url: string): string {
  if (!URL.canParse(url)) return url;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** A percentage change with its sign and one decimal: '+12.5%', '-3.0%'. */
export function formatChange(change: number): string {
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** A moment as "Mar 4, 2026, 3:12 PM" in the reader's time zone (or the one given). */
export function formatMoment(iso: string, timeZone?: string): string {
  // Intl only for a zone named: the reader's own and UTC need none (shared/number-format.ts says why).
  if (timeZone === undefined || timeZone === 'UTC') return formatDate(iso, 'dateTime', { utc: timeZone === 'UTC' });
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
