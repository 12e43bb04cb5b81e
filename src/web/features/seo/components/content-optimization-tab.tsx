import { Info } from 'lucide-react';
import { auditPageBudget, seoLabels } from '@/shared/seo/seo';
import { auditBudgetSentence } from '../audit-budget';
import { SeoEmptyState } from './seo-empty-state';
import { SiteAuditSection } from './site-audit-section';

interface ContentOptimizationTabProps {
  /** The listed site's origin; null when no address has been given. */
  site: string | null;
  followedId: string | null;
  /** The workspace's plan; undefined until the user is known. */
  planId: string | undefined;
  canEdit: boolean;
  scanLabel: string;
}

/** The site audit: what a scan reads on this plan, the scan under way or its outcome, and the issues. */
export function ContentOptimizationTab({ site, followedId, planId, canEdit, scanLabel }: ContentOptimizationTabProps) {
  return (
    <div className="space-y-6">
      {planId && (
        <p className="flex items-start gap-2 text-sm text-gray-600">
          <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          {auditBudgetSentence(planId)}
        </p>
      )}
      {site ? (
        // A site of its own: its filters and pages start afresh.
        <SiteAuditSection
          key={site}
          site={site}
          followedId={followedId}
          canEdit={canEdit}
          scanLabel={scanLabel}
          pageBudget={planId ? auditPageBudget(planId) : null}
        />
      ) : (
        <SeoEmptyState icon="site" title="No website to scan yet">
          {canEdit
            ? `Enter your website's address above and ${scanLabel} reads its pages, listing every issue it finds with how to fix it.`
            : `Enter a website's address above and ${seoLabels.analyzeUrl} shows its latest scan: every issue found, with how to fix it.`}
        </SeoEmptyState>
      )}
    </div>
  );
}
