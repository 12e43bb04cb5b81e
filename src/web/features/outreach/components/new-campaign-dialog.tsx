import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  campaignInputSchema,
  type OutreachCampaign,
  outreachCampaignMessages as text,
  outreachCampaignTypes,
  outreachMergeFields,
} from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCreateCampaign, useIdentities } from '../api/campaigns';
import { sendingRule } from '../identity-format';

interface StepDraft {
  subject: string;
  body: string;
  delayDays: string;
}

const firstStep: StepDraft = {
  subject: 'A resource for {{site_name}} readers',
  body: 'Hi {{first_name}},\n\n{{opening}}\n\nWe wrote a guide your readers may find useful. Would you consider linking to it?\n\nThanks,\n{{sender_name}}',
  delayDays: '3',
};
const followUp: StepDraft = {
  subject: 'Re: A resource for {{site_name}} readers',
  body: 'Hi {{first_name}},\n\nJust checking you saw my note below. Happy to send more details.\n\n{{sender_name}}',
  delayDays: '3',
};

/** New Campaign: a name, a type, the mailbox it sends from, and a first message with follow-ups after N days without a reply. */
export function NewCampaignDialog({
  onCreated,
  onClose,
  onAddIdentity,
}: {
  onCreated: (campaign: OutreachCampaign) => void;
  onClose: () => void;
  onAddIdentity: () => void;
}) {
  const id = useId();
  const identities = useIdentities();
  const create = useCreateCampaign();
  const reportFailure = useActionFailureToast({ close: onClose });
  const [name, setName] = useState('');
  const [type, setType] = useState<string>(outreachCampaignTypes[0]);
  const [identityId, setIdentityId] = useState('');
  const [steps, setSteps] = useState<StepDraft[]>([firstStep]);
  const chosenIdentity = identityId || identities.data?.[0]?.id || '';
  const setStep = (index: number, patch: Partial<StepDraft>) =>
    setSteps((current) => current.map((step, at) => (at === index ? { ...step, ...patch } : step)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = campaignInputSchema.safeParse({
      name,
      type,
      identityId: chosenIdentity,
      steps: steps.map((step) => ({ subject: step.subject, body: step.body, delayDays: Number(step.delayDays) })),
    });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? text.createFailed);
    create.mutate(parsed.data, {
      onSuccess: (campaign) => {
        toast.success(`${campaign.name} created: add prospects to it`);
        onCreated(campaign);
      },
      onError: (error) => reportFailure(error, text.createFailed),
    });
  }

  const noIdentity = identities.data?.length === 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!create.isPending} title="New Campaign" className="sm:max-w-2xl">
      {noIdentity ? (
        <div className="space-y-4 text-sm">
          <p className="text-gray-700">A campaign sends from one of your own mailboxes. Add a sending identity first.</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onAddIdentity}>Add a sending identity</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4 text-sm">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor={`${id}-name`}>Campaign name</Label>
              <Input id={`${id}-name`} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-type`}>Type</Label>
              <NativeSelect id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value)}>
                {outreachCampaignTypes.map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-identity`}>Send from</Label>
            <NativeSelect id={`${id}-identity`} value={chosenIdentity} onChange={(event) => setIdentityId(event.target.value)}>
              {identities.data?.map((identity) => (
                <option key={identity.id} value={identity.id}>
                  {identity.fromName} &lt;{identity.fromAddress}&gt; · {sendingRule(identity)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p className="text-xs text-gray-500">
            Merge fields: {outreachMergeFields.map((field) => `{{${field}}}`).join(' ')}. {'{{opening}}'} is a line the AI writes for each
            prospect from its page; you review it before anything goes.
          </p>
          <ol className="space-y-3">
            {steps.map((step, index) => (
              <li
                key={index}
                className="space-y-2 rounded-lg border border-gray-200 p-3"
                aria-label={index === 0 ? 'First message' : `Follow-up ${index}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-gray-900">{index === 0 ? 'First message' : `Follow-up ${index}`}</p>
                  {index > 0 && (
                    <div className="flex items-center gap-2">
                      <Label htmlFor={`${id}-delay-${index}`} className="text-xs text-gray-600">
                        Days after, without a reply
                      </Label>
                      <Input
                        id={`${id}-delay-${index}`}
                        className="h-8 w-16"
                        inputMode="numeric"
                        value={step.delayDays}
                        onChange={(event) => setStep(index, { delayDays: event.target.value })}
                      />
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Remove follow-up ${index}`}
                        onClick={() => setSteps((current) => current.filter((_, at) => at !== index))}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                <Input
                  aria-label={`Subject of step ${index + 1}`}
                  value={step.subject}
                  maxLength={200}
                  onChange={(event) => setStep(index, { subject: event.target.value })}
                />
                <Textarea
                  aria-label={`Message of step ${index + 1}`}
                  rows={6}
                  value={step.body}
                  onChange={(event) => setStep(index, { body: event.target.value })}
                />
              </li>
            ))}
          </ol>
          {steps.length < 10 && (
            <Button type="button" variant="outline" size="sm" onClick={() => setSteps((current) => [...current, followUp])}>
              <Plus aria-hidden />
              Add a follow-up
            </Button>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || !name.trim() || !chosenIdentity}>
              {create.isPending ? 'Creating…' : 'Create campaign'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
