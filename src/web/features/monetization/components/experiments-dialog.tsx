import { FlaskConical, Plus } from 'lucide-react';
import { useState } from 'react';
import { minimumVisitors, significanceLevel } from '@/shared/monetization/experiments';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useExperiments } from '../api/experiments';
import { EmptyState } from '@/web/components/empty-state';
import { ExperimentForm } from './experiment-form';
import { ExperimentRow } from './experiment-row';
import { ListPending } from '@/web/components/list-pending';

interface ExperimentsDialogProps {
  selection: PeriodSelection;
  canEdit: boolean;
  onClose: () => void;
}

/** A/B Tests: the running tests with the period's figures, and New test (which takes the dialog's place). */
export function ExperimentsDialog({ selection, canEdit, onClose }: ExperimentsDialogProps) {
  const experiments = useExperiments(selection);
  const [creating, setCreating] = useState(false);

  if (creating) return <ExperimentForm selection={selection} running={experiments.data ?? []} onDone={() => setCreating(false)} />;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="A/B Tests"
      description={`A winner is named when the difference is significant (p below ${significanceLevel}) with at least ${minimumVisitors} visitors on each side.`}
      className="sm:max-w-3xl"
    >
      <div className="space-y-4">
        {canEdit && (
          <div className="flex justify-end">
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              New test
            </Button>
          </div>
        )}
        {experiments.data === undefined ? (
          <ListPending what="A/B tests" failed={experiments.isError} onRetry={() => void experiments.refetch()} />
        ) : experiments.data.length === 0 ? (
          <EmptyState icon={FlaskConical} title="No tests running">
            {canEdit
              ? 'Start one: send part of a tracked link’s visitors to a second destination, or show a lead magnet’s page with a second heading.'
              : 'Tests appear here once an Owner or Editor starts them.'}
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Running tests">
            {experiments.data.map((experiment) => (
              <ExperimentRow key={`${experiment.kind}-${experiment.id}`} experiment={experiment} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
