import { and, eq } from 'drizzle-orm';
import type { AuditSummary } from '@/shared/seo/seo';
import type { Database } from '../../../db/database';
import type { Notify } from '../../../notifications/notify';
import { workspaceMembers } from '../../../tenancy/schema';
import type { seoAudits } from '../schema';

type Audit = Pick<typeof seoAudits.$inferSelect, 'workspaceId' | 'createdBy' | 'trigger' | 'site'>;

/**
 * Who hears about an audit (SEO alerts): whoever started a scan, when it ends; for the weekly
 * re-crawl, the workspace's owner, only when it found new High issues or could not run.
 */
export class AuditNotices {
  constructor(private readonly deps: { db: Database; notify: Notify }) {}

  async finished(audit: Audit, summary: AuditSummary, newHigh: number): Promise<void> {
    if (audit.trigger === 'user') {
      const { High, Medium, Low } = summary.issues;
      await this.tell(
        audit,
        'Site scan finished',
        `The scan of ${audit.site} read ${summary.pagesCrawled} pages and found ${High} High, ${Medium} Medium and ${Low} Low priority issues: ${summary.new} new, ${summary.resolved} resolved since the previous scan.`,
      );
    } else if (newHigh > 0) {
      await this.tell(
        audit,
        `New High-priority SEO issues on ${audit.site}`,
        `This week's scan of ${audit.site} found ${newHigh} new High-priority issue${newHigh === 1 ? '' : 's'}. Open SEO Tools to see what they are and how to fix them.`,
      );
    }
  }

  async failed(audit: Audit, reason: string): Promise<void> {
    const title = audit.trigger === 'user' ? 'Site scan failed' : `This week's scan of ${audit.site} failed`;
    await this.tell(audit, title, `The scan of ${audit.site} did not finish. ${reason}`);
  }

  private async tell(audit: Audit, title: string, body: string): Promise<void> {
    for (const userId of await this.recipients(audit)) {
      await this.deps.notify({
        userId,
        workspaceId: audit.workspaceId,
        kind: 'seo_alerts',
        link: '/seo',
        title,
        body,
        email: { subject: title, text: body },
      });
    }
  }

  private async recipients(audit: Audit): Promise<string[]> {
    if (audit.trigger === 'user') return audit.createdBy ? [audit.createdBy] : [];
    const owners = await this.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, audit.workspaceId), eq(workspaceMembers.role, 'owner')));
    return owners.map((owner) => owner.userId);
  }
}
