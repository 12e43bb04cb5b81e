import { siteOf } from '@/shared/projects';
import { seoMessages } from '@/shared/seo/seo';
import type { CoreDeps } from '../../../context';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { workspaceProject } from '../../../projects/directory';
import { readReportData } from './report-data';
import { renderReportPage } from './report-page';

/** SEO Report: the site's audit, its project's competitors, keywords and rankings, and its links, as a page to keep or print. */
export class ReportService {
  constructor(private readonly deps: { db: Database; branding: Pick<CoreDeps['branding'], 'presentation'> }) {}

  async report(viewer: Viewer, input: { site: string; projectId?: string }): Promise<{ html: string; filename: string }> {
    const site = siteOf(input.site);
    if (!site) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.invalidUrl);
    if (input.projectId) {
      await workspaceProject(this.deps.db, viewer.workspaceId, input.projectId);
    }
    const now = new Date();
    const data = await readReportData(this.deps.db, { workspaceId: viewer.workspaceId, site, projectId: input.projectId ?? null }, now);
    const host = new URL(site).host.replace(/[^a-z0-9.-]/gi, '-');
    const presentation = await this.deps.branding.presentation(viewer.workspaceId);
    return { html: renderReportPage(data, presentation), filename: `seo-report-${host}-${now.toISOString().slice(0, 10)}.html` };
  }
}
