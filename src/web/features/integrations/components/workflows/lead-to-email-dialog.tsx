import { type FormEvent, useId, useState } from 'react';
import {
  type LeadSource,
  type LeadToEmailSettings,
  leadSourceLabels,
  leadSources,
  workflowMessages as text,
  workflowNames,
} from '@/shared/integrations/workflows';
import { FormDialog } from '@/web/components/form-dialog';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { useIntegrations } from '../../api/get-integrations';
import { useEmailLists, useActivateWorkflow } from '../../api/workflows';
import type { WorkflowSettingsDialogProps } from './settings-dialog-props';

/** Lead to Email's settings: the list leads join, where leads come from, and consent. Saving turns it on. */
export function LeadToEmailDialog({ workflow, onClose }: WorkflowSettingsDialogProps) {
  const id = useId();
  const current = workflow.settings as LeadToEmailSettings | null;
  const [listId, setListId] = useState(current?.listId ?? '');
  const [sources, setSources] = useState<LeadSource[]>(current?.sources ?? [...leadSources]);
  const [integrationIds, setIntegrationIds] = useState<string[]>(current?.integrationIds ?? []);
  const [requireConsent, setRequireConsent] = useState(current?.requireConsent ?? true);
  const lists = useEmailLists(true);
  const integrations = useIntegrations();
  const custom = (integrations.data?.integrations ?? []).filter((card) => card.connectVia === 'custom');
  const { activate, pending } = useActivateWorkflow(workflow, onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    activate({ listId, sources, integrationIds, requireConsent });
  }

  const toggleSource = (source: LeadSource, on: boolean) =>
    setSources((chosen) => (on ? [...chosen, source] : chosen.filter((candidate) => candidate !== source)));
  const toggle = (integrationId: string, on: boolean) =>
    setIntegrationIds((chosen) => (on ? [...chosen, integrationId] : chosen.filter((candidate) => candidate !== integrationId)));

  return (
    <FormDialog
      title={workflowNames[workflow.kind]}
      description={workflow.description}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={!listId || sources.length === 0}
      submitLabel={text.save}
      pendingLabel={text.save}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-list`}>{text.list}</Label>
        {lists.isPending && <Spinner className="size-5" />}
        {lists.isSuccess && lists.data.length === 0 && <p className="text-sm text-gray-600">{text.noLists}</p>}
        {lists.isSuccess && lists.data.length > 0 && (
          <NativeSelect id={`${id}-list`} value={listId} disabled={pending} onChange={(event) => setListId(event.target.value)}>
            <option value="">{text.chooseList}</option>
            {lists.data.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{text.sources}</legend>
        {leadSources.map((source) => (
          <label key={source} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-brand-600"
              checked={sources.includes(source)}
              disabled={pending}
              onChange={(event) => toggleSource(source, event.target.checked)}
            />
            {leadSourceLabels[source]}
          </label>
        ))}
      </fieldset>
      {sources.includes('custom_integration') && (
        <fieldset className="space-y-2 border-l-2 border-gray-100 pl-4">
          <legend className="sr-only">{text.customIntegrations}</legend>
          {integrations.isPending && <Spinner className="size-5" />}
          {integrations.isSuccess && custom.length === 0 && <p className="text-sm text-gray-600">{text.noCustomIntegrations}</p>}
          {custom.length > 0 && (
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className="size-4 rounded border-gray-300 accent-brand-600"
                checked={integrationIds.length === 0}
                disabled={pending}
                onChange={(event) => event.target.checked && setIntegrationIds([])}
              />
              {text.anyIntegration}
            </label>
          )}
          {custom.map((card) => (
            <label key={card.id} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className="size-4 rounded border-gray-300 accent-brand-600"
                checked={integrationIds.includes(card.id)}
                disabled={pending}
                onChange={(event) => toggle(card.id, event.target.checked)}
              />
              {card.name}
            </label>
          ))}
        </fieldset>
      )}
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="size-4 rounded border-gray-300 accent-brand-600"
          checked={requireConsent}
          disabled={pending}
          onChange={(event) => setRequireConsent(event.target.checked)}
        />
        {text.requireConsent}
      </label>
      <p className="text-xs text-gray-500">{text.requireConsentHint}</p>
    </FormDialog>
  );
}
