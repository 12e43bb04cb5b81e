import type { SiteAudit } from '@/shared/seo/seo';
import { pagesReadText, progressLabel } from '../audit-format';
import { ProgressCard } from '@/web/components/progress-card';

/** A crawl under way: how far it has come, what it is doing and how many pages it has read of its budget. */
export function AuditProgressCard({ audit }: { audit: SiteAudit }) {
  return (
    <ProgressCard
      title={`Scanning ${audit.site}`}
      note="Issues appear below when the scan finishes."
      progress={audit.progress}
      label={progressLabel(audit)}
      detail={pagesReadText(audit)}
      barName="Scan progress"
      testId="audit-progress"
    />
  );
}
