import { Settings, Workflow as WorkflowIcon, Zap, ZapOff } from 'lucide-react';
import { useState } from 'react';
import { type Workflow, workflowMessages as text } from '@/shared/integrations/workflows';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useUpdateWorkflow } from '../../api/workflows';
import { workflowSettingsDialogs } from './settings-dialogs';
import { WorkflowRunLog } from './workflow-run-log';

/** A workflow: what it does, on or off, Activate Workflow (its settings) or Settings and Turn off, and its run log. */
export function WorkflowCard({ workflow, canEdit }: { workflow: Workflow; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateWorkflow();
  const reportFailure = useActionFailureToast();
  const SettingsDialog = workflowSettingsDialogs[workflow.kind];

  const turnOff = () =>
    update.mutate(
      { kind: workflow.kind, active: false, settings: workflow.settings },
      { onSuccess: () => toast.success(text.deactivated(workflow.name)), onError: (error) => reportFailure(error, text.updateFailed) },
    );

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="workflow-card" aria-label={workflow.name} role="group">
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <WorkflowIcon className="size-5" aria-hidden />
        </span>
        <h3 className="min-w-0 flex-1 font-semibold text-gray-900">{workflow.name}</h3>
        <Badge tone={workflow.active ? 'green' : 'gray'}>{workflow.active ? text.active : text.inactive}</Badge>
      </div>
      <p className="text-sm text-gray-600">{workflow.description}</p>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          {workflow.active ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <Settings aria-hidden />
                {text.settings}
              </Button>
              <Button size="sm" variant="outline" onClick={turnOff} disabled={update.isPending}>
                <ZapOff aria-hidden />
                {text.deactivate}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => setEditing(true)}>
              <Zap aria-hidden />
              {text.activate}
            </Button>
          )}
        </div>
      )}
      <WorkflowRunLog runs={workflow.runs} />
      {editing && <SettingsDialog workflow={workflow} onClose={() => setEditing(false)} />}
    </Card>
  );
}
