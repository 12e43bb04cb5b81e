import { type FormEvent, useState } from 'react';
import { domainEventDefinitions, type DomainEventType } from '@/shared/domain-events';
import { type CreatedWebhookEndpoint, webhookMessages as text } from '@/shared/integrations/webhooks';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { toast } from '@/web/lib/toast';
import { useCreateWebhookEndpoint, webhookEndpointInputSchema } from '../../api/webhooks/create-webhook-endpoint';

/** Adds an endpoint: its address, what it is for, and the events it gets (all, or some). */
export function AddWebhookEndpointDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
}) {
  const create = useCreateWebhookEndpoint();
  const failed = useActionFailureToast({ close: onClose });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<DomainEventType[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = webhookEndpointInputSchema.safeParse({ url, description, eventTypes: all ? null : chosen });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? text.urlInvalid);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (endpoint) => {
        toast.success(text.added);
        onCreated(endpoint);
      },
      onError: (error) => failed(error, text.addFailed),
    });
  }

  const toggle = (type: DomainEventType, on: boolean) =>
    setChosen((current) => (on ? [...current, type] : current.filter((each) => each !== type)));
  return (
    <FormDialog
      title={text.addTitle}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      submitDisabled={url.trim() === ''}
      submitLabel={text.save}
      pendingLabel={text.saving}
    >
      <div className="space-y-1.5">
        <Label htmlFor="webhook-url">{text.urlLabel}</Label>
        <Input
          id="webhook-url"
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder={text.urlPlaceholder}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'webhook-problem' : undefined}
          autoFocus
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="webhook-description">{text.descriptionLabel}</Label>
        <Input
          id="webhook-description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={text.descriptionPlaceholder}
          maxLength={200}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700">{text.eventsLabel}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
          {text.allEvents}
        </label>
        {!all && (
          <ul className="space-y-1.5 pl-1">
            {domainEventDefinitions.map((definition) => (
              <li key={definition.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={chosen.includes(definition.id as DomainEventType)}
                    onChange={(event) => toggle(definition.id as DomainEventType, event.target.checked)}
                  />
                  <span>
                    <code className="text-gray-900">{definition.id}</code>
                    <span className="block text-gray-600">{definition.description}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {problem && (
        <p id="webhook-problem" role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
