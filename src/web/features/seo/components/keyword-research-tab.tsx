import { type FormEvent, useId } from 'react';
import { type KeywordResearch, researchLabels } from '@/shared/seo/research';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { keywordSet } from '../keyword-saving';
import { KeywordResults } from './keyword-results';
import { LoadFailed } from './load-failed';
import { RankTrackingSection } from './rank-tracking-section';
import { SearchConsoleSection } from './search-console-section';
import { SeoEmptyState } from './seo-empty-state';
import type { SeoProject } from './tab-view';

interface KeywordResearchTabProps {
  term: string;
  onTermChange: (term: string) => void;
  /** Runs the search (Enter in the field, like the header's action). */
  onFind: () => void;
  /** What an empty field searches for; null when a term must be typed. */
  fallback: string | null;
  /** The last search; undefined while it loads. */
  research: KeywordResearch | null | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  researching: boolean;
  project: SeoProject | null;
  canEdit: boolean;
  actionLabel: string;
  onProjectChanged: () => void;
}

/** The Keyword field, then the last search's ideas (kept across reloads) or what Find Keywords does, then rank tracking and Google Search Console. */
export function KeywordResearchTab(props: KeywordResearchTabProps) {
  const { term, onTermChange, onFind, fallback, research, researching, project, canEdit, actionLabel } = props;
  const fieldId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onFind();
  }

  return (
    <div className="space-y-6">
      {canEdit && (
        <form noValidate onSubmit={submit} className="max-w-xl space-y-1" aria-busy={researching}>
          <Label htmlFor={fieldId}>{researchLabels.keyword}</Label>
          <Input
            id={fieldId}
            type="search"
            enterKeyHint="search"
            placeholder={fallback ?? 'Enter a keyword'}
            value={term}
            onChange={(event) => onTermChange(event.target.value)}
            maxLength={200}
            aria-describedby={fallback ? `${fieldId}-hint` : undefined}
          />
          {fallback && (
            <p id={`${fieldId}-hint`} className="text-xs text-gray-500">
              Leave it empty to search for “{fallback}”, from your project.
            </p>
          )}
        </form>
      )}
      {researching && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner className="size-4 border-2" />
          Finding keywords…
        </p>
      )}
      {research === undefined ? (
        props.loadFailed ? (
          <LoadFailed what="The keyword research" onRetry={props.onRetry} />
        ) : (
          <p role="status" className="flex flex-col items-center gap-3 py-12 text-sm text-gray-600">
            <Spinner />
            Loading keyword research…
          </p>
        )
      ) : research ? (
        <KeywordResults
          key={research.id}
          research={research}
          projectId={project?.id ?? null}
          projectKeywords={keywordSet(project?.keywords ?? [])}
          canEdit={canEdit}
          onProjectChanged={props.onProjectChanged}
        />
      ) : (
        !researching && (
          <SeoEmptyState icon="site" title="No keyword research yet">
            {canEdit
              ? `${actionLabel} suggests keywords from your site's pages, your competitors' pages and the AI writer, with their monthly searches, difficulty, cost per click and trend when a search data provider is connected. Pick the ones you want and save them to your project.`
              : `When an Owner or Editor runs ${actionLabel}, the keyword ideas it suggests appear here.`}
          </SeoEmptyState>
        )
      )}
      <RankTrackingSection projectId={project?.id ?? null} canEdit={canEdit} />
      <SearchConsoleSection projectId={project?.id ?? null} canEdit={canEdit} />
    </div>
  );
}
