import { Info, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { usageMessages } from '@/shared/messages';
import { rankMessages, type TrackedKeyword } from '@/shared/seo/ranks';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { failureMessage } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useRankOverview } from '../api/get-rank-overview';
import { useRemoveTrackedKeyword } from '../api/remove-tracked-keyword';
import { rankUsageText } from '../rank-format';
import { useLoadFailure } from '../use-load-failure';
import { LoadFailed } from './load-failed';
import { RankHistoryDialog } from './rank-history-dialog';
import { TrackKeywordsForm } from './track-keywords-form';
import { TrackedKeywordsTable } from './tracked-keywords-table';

/** "Rank tracking" below the keyword ideas: the plan's allowance, a form to add keywords, and the tracked ones. */
export function RankTrackingSection({ projectId, canEdit }: { projectId: string | null; canEdit: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 border-t border-gray-200 pt-6">
      <h3 id={`${id}-title`} className="font-semibold text-gray-900">
        Rank tracking
      </h3>
      {projectId ? (
        <ProjectRanks projectId={projectId} canEdit={canEdit} />
      ) : (
        <p className="text-sm text-gray-600">Rank tracking follows a project's keywords: create a project first.</p>
      )}
    </section>
  );
}

function ProjectRanks({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const ranks = useRankOverview(projectId);
  useLoadFailure(ranks.isError);
  const remove = useRemoveTrackedKeyword();
  const upgrade = useUpgrade();
  const [opened, setOpened] = useState<TrackedKeyword | null>(null);
  const [removing, setRemoving] = useState<TrackedKeyword | null>(null);

  if (ranks.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner className="size-4 border-2" />
        Loading tracked keywords…
      </p>
    );
  }
  if (ranks.isError) return <LoadFailed what="Rank tracking" onRetry={() => void ranks.refetch()} />;

  const overview = ranks.data;
  const usage = rankUsageText(overview.usage);
  const allowed = overview.usage.limit !== null;

  function confirmRemoval(keyword: TrackedKeyword) {
    remove.mutate(
      { id: keyword.id, projectId },
      {
        onSuccess: () => {
          toast.success(rankMessages.keywordRemoved);
          setRemoving(null);
        },
        onError: (error) => toast.error(failureMessage(error, rankMessages.removeFailed)),
      },
    );
  }

  return (
    <>
      {usage && (
        <p className="text-sm text-gray-600">
          {usage}
          {overview.provider && ` · Positions from ${overview.provider}, checked daily`}
        </p>
      )}
      {overview.provider === null && (
        <p className="flex items-start gap-2 text-sm text-gray-600">
          <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          {rankMessages.noProvider}
        </p>
      )}
      {!allowed ? (
        <Card data-testid="rank-tracking-locked" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Lock className="size-5" aria-hidden />
          </span>
          <p className="max-w-md font-semibold text-gray-900">{rankMessages.professionalOnly}</p>
          <p className="max-w-md text-sm text-gray-600">Follow your keywords' positions in Google every day, beside your competitors'.</p>
          {canEdit && <Button onClick={upgrade}>{usageMessages.upgrade}</Button>}
        </Card>
      ) : (
        canEdit && <TrackKeywordsForm projectId={projectId} />
      )}
      {overview.keywords.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-gray-900">Tracked keywords</h4>
          <Card>
            <TrackedKeywordsTable overview={overview} onOpen={setOpened} onRemove={canEdit ? setRemoving : undefined} />
          </Card>
        </div>
      ) : (
        allowed && (
          <p className="text-sm text-gray-500">
            No keywords tracked yet.{' '}
            {canEdit ? 'Pick ideas above and choose Track, or add keywords here.' : 'An Owner or Editor can add the keywords to follow.'}
          </p>
        )
      )}
      {opened && <RankHistoryDialog keyword={opened} onClose={() => setOpened(null)} />}
      {removing && (
        <ConfirmDialog
          title={`Stop tracking “${removing.keyword}”?`}
          text="Its position will no longer be checked, and it leaves the tracked keywords."
          confirmLabel="Stop tracking"
          pending={remove.isPending}
          onConfirm={() => confirmRemoval(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
