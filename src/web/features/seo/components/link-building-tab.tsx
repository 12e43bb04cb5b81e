import { seoMessages } from '@/shared/seo/seo';
import type { LinkBuildingState } from '@/shared/seo/links';
import { Spinner } from '@/web/components/ui/spinner';
import { progressLabel } from '../audit-format';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import type { LinkSearch } from '../link-state';
import { FailedCard } from './failed-card';
import { LinkOpportunities } from './link-opportunities';
import { LoadFailed } from './load-failed';
import { ProgressCard } from '@/web/components/progress-card';
import { SeoEmptyState } from './seo-empty-state';

interface LinkBuildingTabProps {
  /** The opportunities of the site last searched, and the project's backlinks; undefined while they load. */
  state: LinkBuildingState | undefined;
  /** The search to show: under way, or how the last one ended; null before the first. */
  search: LinkSearch | null;
  loadFailed: boolean;
  onRetry: () => void;
  canEdit: boolean;
  actionLabel: string;
}

/** The search under way or how the last one ended, then the opportunities it found, or what Find Opportunities looks for. */
export function LinkBuildingTab({ state, search, loadFailed, onRetry, canEdit, actionLabel }: LinkBuildingTabProps) {
  if (state === undefined) {
    return loadFailed ? (
      <LoadFailed what="The link opportunities" onRetry={onRetry} />
    ) : (
      <p role="status" className="flex flex-col items-center gap-3 py-12 text-sm text-gray-600">
        <Spinner />
        Loading link opportunities…
      </p>
    );
  }
  const underWay = isUnderWay(search);
  return (
    <div className="space-y-6">
      {underWay && (
        <ProgressCard
          title="Finding link opportunities"
          note="New opportunities appear below when the search finishes."
          progress={search.progress}
          label={progressLabel(search)}
          barName="Search progress"
          testId="link-search-progress"
        />
      )}
      {search?.status === 'failed' && (
        <FailedCard
          title="The search for link opportunities failed"
          reason={search.error || seoMessages.findOpportunitiesFailed}
          testId="link-search-failed"
        />
      )}
      {state.site && state.opportunities.length > 0 ? (
        <LinkOpportunities site={state.site} opportunities={state.opportunities} canEdit={canEdit} />
      ) : search === null ? (
        <SeoEmptyState icon="site" title="No link opportunities yet">
          {canEdit
            ? `${actionLabel} looks for pages that link to your competitors but not to you, resource pages and “write for us” pages in your niche, and pages that mention your brand without linking to it. Contact the sites, then mark a link acquired once it is live: Uplift checks the page for it.`
            : `When an Owner or Editor runs ${actionLabel}, the pages that could link to your site appear here.`}
        </SeoEmptyState>
      ) : (
        !underWay &&
        search.status === 'done' && (
          <SeoEmptyState icon="done" title="No link opportunities found">
            The search found no pages linking to your competitors, no resource or “write for us” pages and no unlinked mentions of your
            brand. Add competitors to your project, or search again once your site has more pages.
          </SeoEmptyState>
        )
      )}
    </div>
  );
}
