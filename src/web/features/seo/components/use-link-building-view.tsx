import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { seoMessages } from '@/shared/seo/seo';
import { linkMessages } from '@/shared/seo/links';
import { toast } from '@/web/lib/toast';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { useLinkBuilding } from '../api/get-link-building';
import { linkSearchQueryOptions } from '../api/get-link-search';
import { seoKeys } from '../api/seo-keys';
import { useStartLinkSearch } from '../api/start-link-search';
import { followOrReport } from '../job-under-way';
import { useFollowedJob } from '../use-followed-job';
import { useLoadFailure } from '../use-load-failure';
import { useRefusalToast } from '../use-refusal-toast';
import { LinkBuildingTab } from './link-building-tab';
import type { SeoProject, TabView } from './tab-view';

interface LinkBuildingViewOptions {
  project: SeoProject | null;
  /** The projects are still loading: nothing is asked until the project is known. */
  projectPending: boolean;
  /** The user's site: the URL field's address, else the project's; null after saying why there is none. */
  chooseUrl: () => string | null;
  canEdit: boolean;
  actionLabel: string;
}

/** Link Building: Find Opportunities searches for pages that could link to the site, followed until it ends. */
export function useLinkBuildingView({ project, projectPending, chooseUrl, canEdit, actionLabel }: LinkBuildingViewOptions): TabView {
  const projectId = project?.id ?? null;
  const [followed, setFollowed] = useState<{ projectId: string | null; id: string } | null>(null);
  const state = useLinkBuilding(projectId, !projectPending);
  useLoadFailure(state.isError);
  const queryClient = useQueryClient();
  const latestSearch = state.data?.search ?? null;
  // A search started for another project is not this one's.
  const watched = useFollowedJob(linkSearchQueryOptions, followed?.projectId === projectId ? followed.id : null, latestSearch, (ended) => {
    // The list is read again before the search is let go, so the screen never falls back to an older one.
    void queryClient
      .invalidateQueries({ queryKey: seoKeys.allLinks() })
      .then(() => setFollowed((current) => (current?.id === ended.id ? null : current)));
    if (ended.status === 'failed') toast.error(seoMessages.findOpportunitiesFailed, { description: ended.error ?? undefined });
  });
  const search = watched ?? latestSearch;
  const start = useStartLinkSearch();
  const report = useRefusalToast();

  function findOpportunities() {
    if (start.isPending) return;
    const url = chooseUrl();
    if (url === null) return;
    start.mutate(
      { url, projectId },
      {
        onSuccess: (started) => setFollowed({ projectId, id: started.id }),
        onError: (error) =>
          followOrReport(error, {
            key: 'searchId',
            underWayText: linkMessages.searchUnderWay,
            failedText: seoMessages.findOpportunitiesFailed,
            follow: (id) => setFollowed({ projectId, id }),
            report,
          }),
      },
    );
  }

  return {
    onAction: findOpportunities,
    actionIcon: Link2,
    busy: start.isPending || isUnderWay(search),
    panel: (
      <LinkBuildingTab
        state={state.data}
        search={search}
        loadFailed={state.isError}
        onRetry={() => void state.refetch()}
        canEdit={canEdit}
        actionLabel={actionLabel}
      />
    ),
  };
}
