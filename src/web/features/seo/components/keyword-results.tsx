import { useId, useState } from 'react';
import { type KeywordResearch, researchLabels, researchMessages } from '@/shared/seo/research';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useSaveKeywords } from '../api/save-keywords';
import { formatMoment } from '../audit-format';
import { keywordsToSave } from '../keyword-saving';
import { researchUsageText } from '../research-format';
import { useRefusalToast } from '../use-refusal-toast';
import { KeywordIdeasTable } from './keyword-ideas-table';
import { ProviderNotes } from './provider-notes';
import { SeoEmptyState } from './seo-empty-state';
import { TrackIdeasButton } from './track-ideas-button';

interface KeywordResultsProps {
  research: KeywordResearch;
  /** The project Save adds to; null without one (Save is disabled and says why). */
  projectId: string | null;
  projectKeywords: ReadonlySet<string>;
  canEdit: boolean;
  /** The project's keywords changed: its list is read again. */
  onProjectChanged: () => void;
}

/** One search's ideas: what it searched for, the month's usage, the table, Save to project and Track. */
export function KeywordResults({ research, projectId, projectKeywords, canEdit, onProjectChanged }: KeywordResultsProps) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveKeywords();
  const report = useRefusalToast();
  const toSave = keywordsToSave(research.ideas, chosen, projectKeywords);
  const toTrack = research.ideas.filter((idea) => chosen.has(idea.keyword)).map((idea) => idea.keyword);

  function choose(keywords: readonly string[], picked: boolean) {
    setChosen((before) => {
      const next = new Set(before);
      for (const keyword of keywords) {
        if (picked) next.add(keyword);
        else next.delete(keyword);
      }
      return next;
    });
  }

  function saveChosen() {
    if (!projectId || toSave.length === 0) return;
    save.mutate(
      { projectId, keywords: toSave },
      {
        onSuccess: () => {
          toast.success(researchMessages.keywordsSaved(toSave.length));
          setChosen(new Set());
          onProjectChanged();
        },
        onError: (error) => report(error, researchMessages.saveFailed),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="break-words font-semibold text-gray-900">
            Keyword ideas for “{research.term}”
          </h3>
          <p className="text-sm text-gray-600">
            {researchUsageText(research.usage)} · Searched <time dateTime={research.createdAt}>{formatMoment(research.createdAt)}</time>
          </p>
        </div>
        {canEdit && research.ideas.length > 0 && (
          <div className="flex flex-col items-end gap-1">
            <div className="flex flex-wrap items-center justify-end gap-3">
              {toTrack.length > 0 && <span className="text-sm text-gray-600 tabular-nums">{toTrack.length} selected</span>}
              <Button
                variant="outline"
                onClick={saveChosen}
                disabled={!projectId || toSave.length === 0 || save.isPending}
                aria-describedby={projectId ? undefined : `${id}-no-project`}
              >
                {researchLabels.save}
              </Button>
              <TrackIdeasButton projectId={projectId} keywords={toTrack} onTracked={() => setChosen(new Set())} />
            </div>
            {!projectId && (
              <p id={`${id}-no-project`} className="text-xs text-gray-500">
                {researchMessages.noProjectToSave}
              </p>
            )}
          </div>
        )}
      </div>
      <ProviderNotes provider={research.provider} />
      {research.ideas.length > 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white shadow-sm">
          <KeywordIdeasTable
            ideas={research.ideas}
            projectKeywords={projectKeywords}
            chosen={chosen}
            onChoose={canEdit ? choose : undefined}
          />
        </div>
      ) : (
        <SeoEmptyState icon="filtered" title={`No keyword ideas for “${research.term}”`}>
          Nothing on your site, your competitors' sites or from the writer matched this term. Try a broader one.
        </SeoEmptyState>
      )}
    </section>
  );
}
