import { Lock, ScanSearch } from 'lucide-react';
import { Link } from 'react-router';
import { canUseFeature } from '@/shared/feature-catalogue';
import { auditChecks } from '@/shared/seo/checks';
import type { SiteAudit } from '@/shared/seo/seo';
import { technicalAuditFeature, technicalCheckIds, technicalMessages } from '@/shared/seo/technical-checks';
import { buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import { pagePath } from '../audit-format';

/**
 * The Technical SEO audit's part of a finished scan (ADR 038): what rendering found on the key pages,
 * or, when the scan's plan left the deeper checks out, which they are and the way to Enterprise.
 */
export function TechnicalAuditCard({ audit }: { audit: SiteAudit }) {
  const { data: user } = useUser();
  const { included, rendering } = audit.technical;
  if (!included) {
    const planHasIt = user ? canUseFeature(user.plan, technicalAuditFeature) : false;
    return (
      <Card className="space-y-3 p-5 sm:p-6" data-testid="technical-audit-locked">
        <div className="flex items-start gap-3">
          <Lock className="mt-0.5 size-5 shrink-0 text-gray-500" aria-hidden />
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900">{technicalMessages.title}</h3>
            <p className="text-sm text-gray-600">
              {planHasIt ? technicalMessages.scanAgain : technicalMessages.leftOutIntro(technicalCheckIds.length)}
            </p>
          </div>
        </div>
        <ul className="grid gap-x-6 gap-y-1 text-sm text-gray-700 sm:grid-cols-2">
          {technicalCheckIds.map((check) => (
            <li key={check}>{auditChecks[check].issue}</li>
          ))}
        </ul>
        {!planHasIt && (
          <Link to={paths.billing} className={buttonVariants({ variant: 'outline' })}>
            {technicalMessages.upgrade}
          </Link>
        )}
      </Card>
    );
  }
  return (
    <Card className="space-y-3 p-5 sm:p-6" data-testid="technical-audit">
      <div className="flex items-start gap-3">
        <ScanSearch className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">{technicalMessages.title}</h3>
          <p className="text-sm text-gray-600">{technicalMessages.includedIntro}</p>
        </div>
      </div>
      {rendering?.status === 'skipped' && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {technicalMessages.renderingSkipped(rendering.reason)}
        </p>
      )}
      {rendering?.status === 'ran' && (
        <Table aria-label="Key pages rendered in Chromium">
          <TableHeader>
            <TableRow>
              <TableHead>Key page</TableHead>
              <TableHead>Words (HTML → rendered)</TableHead>
              <TableHead>LCP</TableHead>
              <TableHead>CLS</TableHead>
              <TableHead>TBT</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rendering.pages.map((page) => (
              <TableRow key={page.url}>
                <TableCell className="break-all">{pagePath(page.url)}</TableCell>
                <TableCell className="tabular-nums">
                  {page.rawWords} → {page.renderedWords}
                </TableCell>
                <TableCell className="tabular-nums">{page.lcpMs === null ? '—' : `${(page.lcpMs / 1000).toFixed(1)} s`}</TableCell>
                <TableCell className="tabular-nums">{page.cls.toFixed(2)}</TableCell>
                <TableCell className="tabular-nums">{page.tbtMs} ms</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
