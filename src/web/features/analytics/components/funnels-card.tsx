import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type Funnel, goalMessages, maxFunnelsPerProject } from '@/shared/analytics/goals';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useFunnelReport } from '../api/get-funnel-report';
import { useFunnels } from '../api/get-funnels';
import { useRemoveFunnel } from '../api/remove-funnel';
import { AddFunnelDialog } from './add-funnel-dialog';
import { FunnelSteps } from './funnel-steps';
import { SectionUnavailable } from './section-unavailable';

interface FunnelsCardProps {
  projectId: string;
  selection: PeriodSelection;
  className?: string;
}

/** Funnels (Advanced analytics): how many of the period's visitors went through one funnel's steps. */
export function FunnelsCard({ projectId, selection, className }: FunnelsCardProps) {
  const { canEdit } = usePermissions();
  const titleId = useId();
  const funnels = useFunnels(projectId);
  const remove = useRemoveFunnel();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Funnel | null>(null);
  const list = funnels.data;
  // The one chosen, or the first while none is (or the chosen one was removed).
  const shown = list?.find((funnel) => funnel.id === chosenId) ?? list?.[0];

  function confirmRemove(funnel: Funnel) {
    remove.mutate(
      { projectId, funnelId: funnel.id },
      {
        onSuccess: () => {
          toast.success(goalMessages.funnelRemoved);
          setRemoving(null);
        },
        onError: (failure) => toast.error((failure instanceof ApiError && failure.message) || 'Failed to remove the funnel'),
      },
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="funnels-card" className={cn('min-w-0', className)}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0 px-4 sm:px-6">
        <CardTitle id={titleId}>Funnels</CardTitle>
        {canEdit && list && list.length < maxFunnelsPerProject && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            New funnel
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {funnels.isError ? (
          <SectionUnavailable error={funnels.error} failedText="The funnels could not be loaded." onRetry={() => void funnels.refetch()} />
        ) : !list ? (
          <Loading label="Loading funnels" />
        ) : !shown ? (
          <p className="py-6 text-center text-sm text-gray-500">
            No funnels yet. A funnel follows visitors through steps in order, such as the pricing page then a signup, and shows where they
            drop off.
          </p>
        ) : (
          <div className="space-y-4">
            <div className="flex items-center gap-2">
              {list.length > 1 ? (
                <div className="min-w-0 flex-1 sm:max-w-xs">
                  <NativeSelect aria-label="Funnel" value={shown.id} onChange={(event) => setChosenId(event.target.value)}>
                    {list.map((funnel) => (
                      <option key={funnel.id} value={funnel.id}>
                        {funnel.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : (
                <p className="min-w-0 flex-1 truncate font-medium text-gray-900">{shown.name}</p>
              )}
              {canEdit && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                  aria-label={`Remove funnel ${shown.name}`}
                  onClick={() => setRemoving(shown)}
                >
                  <Trash2 className="text-gray-500" aria-hidden />
                </Button>
              )}
            </div>
            <FunnelFigures projectId={projectId} funnelId={shown.id} selection={selection} />
          </div>
        )}
        {list && !canEdit && <p className="mt-3 text-xs text-gray-500">Editors and the Owner can create and remove funnels.</p>}
      </CardContent>
      {adding && (
        <AddFunnelDialog
          projectId={projectId}
          onClose={() => setAdding(false)}
          onAdded={(funnel) => {
            setChosenId(funnel.id);
            setAdding(false);
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove funnel?"
          text={`The funnel “${removing.name}” is removed. The visits it counted stay in the reports.`}
          confirmLabel="Remove funnel"
          pending={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}

function FunnelFigures({ projectId, funnelId, selection }: { projectId: string; funnelId: string; selection: PeriodSelection }) {
  const report = useFunnelReport(projectId, funnelId, selection);
  if (report.isError) {
    return <SectionUnavailable error={report.error} failedText="This funnel could not be loaded." onRetry={() => void report.refetch()} />;
  }
  if (!report.data) return <Loading label="Loading the funnel" />;
  return (
    <div className={cn('transition-opacity', report.isPlaceholderData && 'opacity-60')}>
      <FunnelSteps report={report.data} />
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-8">
      <Spinner className="size-6" />
    </div>
  );
}
