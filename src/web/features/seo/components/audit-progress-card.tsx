import type { SiteAudit } from '@/shared/seo';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { pagesReadText, progressLabel } from '../audit-format';

/** A crawl under way: how far it has come, what it is doing and how many pages it has read of its budget. */
export function AuditProgressCard({ audit }: { audit: SiteAudit }) {
  const percent = Math.max(0, Math.min(100, Math.round(audit.progress)));
  const label = progressLabel(audit);
  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="audit-progress">
      <div className="flex items-start gap-3">
        <Spinner className="mt-0.5 size-5 shrink-0 border-2" />
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-gray-900">Scanning {audit.site}</h3>
          <p className="text-sm text-gray-600">Issues appear below when the scan finishes.</p>
        </div>
      </div>
      <div className="space-y-2">
        <div
          role="progressbar"
          aria-label="Scan progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: ${label}`}
          className="h-2.5 w-full overflow-hidden rounded-full bg-gray-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-gray-600" aria-live="polite">
          <span className="min-w-0 break-words">{label}</span>
          <span className="tabular-nums">
            {pagesReadText(audit)} · {percent}%
          </span>
        </div>
      </div>
    </Card>
  );
}
