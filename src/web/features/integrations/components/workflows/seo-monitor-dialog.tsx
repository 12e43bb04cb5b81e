import { type FormEvent, useId, useState } from 'react';
import { type SeoMonitorSettings, seoMonitorFrequencies, workflowMessages as text, workflowNames } from '@/shared/integrations/workflows';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { useProjects } from '@/web/projects/api/get-projects';
import { useActivateWorkflow } from '../../api/workflows';
import type { WorkflowSettingsDialogProps } from './settings-dialog-props';

const frequencyLabels: Record<SeoMonitorSettings['frequency'], string> = { daily: text.frequencyDaily, weekly: text.frequencyWeekly };

/** SEO Monitor's settings: the project whose site it audits, how often, and the rank drop that alerts. Saving turns it on. */
export function SeoMonitorDialog({ workflow, onClose }: WorkflowSettingsDialogProps) {
  const id = useId();
  const current = workflow.settings as SeoMonitorSettings | null;
  const [projectId, setProjectId] = useState(current?.projectId ?? '');
  const [frequency, setFrequency] = useState<SeoMonitorSettings['frequency']>(current?.frequency ?? 'weekly');
  const [threshold, setThreshold] = useState(String(current?.rankDropThreshold ?? 5));
  const projects = useProjects();
  const withSite = (projects.data ?? []).filter((project) => project.url);
  const { activate, pending } = useActivateWorkflow(workflow, onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    activate({ projectId, frequency, rankDropThreshold: Number(threshold) });
  }

  return (
    <FormDialog
      title={workflowNames[workflow.kind]}
      description={workflow.description}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={!projectId || !threshold}
      submitLabel={text.save}
      pendingLabel={text.save}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-project`}>{text.project}</Label>
        {projects.isPending && <Spinner className="size-5" />}
        {projects.isSuccess && withSite.length === 0 && <p className="text-sm text-gray-600">{text.noProjects}</p>}
        {withSite.length > 0 && (
          <NativeSelect id={`${id}-project`} value={projectId} disabled={pending} onChange={(event) => setProjectId(event.target.value)}>
            <option value="">{text.chooseProject}</option>
            {withSite.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name} ({project.url})
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{text.frequency}</legend>
        {seoMonitorFrequencies.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name={`${id}-frequency`}
              checked={frequency === choice}
              disabled={pending}
              onChange={() => setFrequency(choice)}
            />
            {frequencyLabels[choice]}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={`${id}-threshold`}>{text.rankDropThreshold}</Label>
        <Input
          id={`${id}-threshold`}
          type="number"
          min={1}
          max={100}
          step={1}
          value={threshold}
          disabled={pending}
          onChange={(event) => setThreshold(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
