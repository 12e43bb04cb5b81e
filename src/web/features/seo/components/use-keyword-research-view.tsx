import { Search } from 'lucide-react';
import { useState } from 'react';
import { seoMessages } from '@/shared/seo/seo';
import { toast } from '@/web/lib/toast';
import { useFindKeywords } from '../api/find-keywords';
import { useLatestResearch } from '../api/get-latest-research';
import { termFallback } from '../research-format';
import { missingTerm } from '../research-state';
import { useLoadFailure } from '../use-load-failure';
import { useRefusalToast } from '../use-refusal-toast';
import { KeywordResearchTab } from './keyword-research-tab';
import type { SeoProject, TabView } from './tab-view';

interface KeywordResearchViewOptions {
  project: SeoProject | null;
  /** The projects are still loading: nothing is asked until the project is known. */
  projectPending: boolean;
  canEdit: boolean;
  actionLabel: string;
  onProjectChanged: () => void;
}

/** Keyword Research: Find Keywords searches the tab's term (else the project's niche, then its URL). */
export function useKeywordResearchView({
  project,
  projectPending,
  canEdit,
  actionLabel,
  onProjectChanged,
}: KeywordResearchViewOptions): TabView {
  const [term, setTerm] = useState('');
  const projectId = project?.id ?? null;
  const latest = useLatestResearch(projectId, !projectPending);
  useLoadFailure(latest.isError);
  const find = useFindKeywords();
  const report = useRefusalToast();
  const fallback = termFallback(project);

  function findKeywords() {
    if (find.isPending) return;
    const missing = missingTerm(term, fallback);
    if (missing) {
      toast.error(missing);
      return;
    }
    find.mutate({ term: term.trim(), projectId }, { onError: (error) => report(error, seoMessages.findKeywordsFailed) });
  }

  return {
    onAction: findKeywords,
    actionIcon: Search,
    busy: find.isPending,
    panel: (
      <KeywordResearchTab
        term={term}
        onTermChange={setTerm}
        onFind={findKeywords}
        fallback={fallback}
        research={latest.data?.research}
        loadFailed={latest.isError}
        onRetry={() => void latest.refetch()}
        researching={find.isPending}
        project={project}
        canEdit={canEdit}
        actionLabel={actionLabel}
        onProjectChanged={onProjectChanged}
      />
    ),
  };
}
