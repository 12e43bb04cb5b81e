import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { type GoalRow, goalLabel, goalMessages, maxGoalsPerProject } from '@/shared/analytics/goals';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useGoalReport } from '../api/get-goal-report';
import { useRemoveGoal } from '../api/remove-goal';
import { AddGoalDialog } from './add-goal-dialog';
import { GoalsList } from './goals-list';
import { SectionUnavailable } from './section-unavailable';

/** Goals and conversions (Conversion tracking): what each goal brought over the period, and from where. */
export function GoalsCard({ projectId, selection, className }: { projectId: string; selection: PeriodSelection; className?: string }) {
  const { canEdit } = usePermissions();
  const titleId = useId();
  const report = useGoalReport(projectId, selection);
  const remove = useRemoveGoal();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GoalRow | null>(null);
  const goals = report.data?.goals;
  const canAdd = canEdit && goals !== undefined && goals.length < maxGoalsPerProject;

  function confirmRemove(goal: GoalRow) {
    remove.mutate(
      { projectId, goalId: goal.id },
      {
        onSuccess: () => {
          toast.success(goalMessages.goalRemoved);
          setRemoving(null);
        },
        onError: (failure) => toast.error((failure instanceof ApiError && failure.message) || 'Failed to remove the goal'),
      },
    );
  }

  return (
    <Card id="goals" role="region" aria-labelledby={titleId} data-testid="goals-card" className={cn('min-w-0 scroll-mt-20', className)}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0 px-4 sm:px-6">
        <CardTitle id={titleId}>Goals and conversions</CardTitle>
        {canAdd && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add goal
          </Button>
        )}
      </CardHeader>
      <CardContent className={cn('px-4 sm:px-6', report.isPlaceholderData && 'opacity-60')}>
        {report.isError ? (
          <SectionUnavailable error={report.error} failedText="The goals could not be loaded." onRetry={() => void report.refetch()} />
        ) : !goals ? (
          <div role="status" aria-label="Loading goals" className="flex justify-center py-8">
            <Spinner className="size-6" />
          </div>
        ) : goals.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-500">{goalMessages.noGoals}</p>
        ) : (
          <GoalsList goals={goals} onRemove={canEdit ? setRemoving : undefined} />
        )}
        {goals && !canEdit && <p className="mt-3 text-xs text-gray-500">Editors and the Owner can add and remove goals.</p>}
      </CardContent>
      {adding && <AddGoalDialog projectId={projectId} onClose={() => setAdding(false)} />}
      {removing && (
        <ConfirmDialog
          title="Remove goal?"
          text={`“${goalLabel(removing)}” stops counting as a conversion, and its conversions leave the reports.`}
          confirmLabel="Remove goal"
          pending={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}
