import { workflowMessages as text } from '@/shared/integrations/workflows';
import { Spinner } from '@/web/components/ui/spinner';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useWorkflows } from '../../api/workflows';
import { WorkflowCard } from './workflow-card';

/** The page's Automation Workflows: one card each, with Activate Workflow and the run log. */
export function WorkflowsSection({ canEdit }: { canEdit: boolean }) {
  const workflows = useWorkflows();
  useFailureToast(workflows.isError, text.loadFailed);
  return (
    <section className="space-y-3" aria-labelledby="workflows-title">
      <h2 id="workflows-title" className="text-lg font-semibold text-gray-900">
        {text.title}
      </h2>
      {workflows.isPending && <Spinner />}
      {workflows.isError && <p className="text-sm text-red-700">{text.loadFailed}</p>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {workflows.data?.map((workflow) => (
          <WorkflowCard key={workflow.kind} workflow={workflow} canEdit={canEdit} />
        ))}
      </div>
    </section>
  );
}
