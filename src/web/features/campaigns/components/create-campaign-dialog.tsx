import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type Campaign, type CampaignInput, campaignMessages, campaignTypes } from '@/shared/projects';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useErrorsClearedOnChange } from '@/web/lib/use-errors-cleared-on-change';
import { useCreateCampaign } from '../api/create-campaign';
import { type CampaignForm, campaignErrorText, campaignFormSchema, canSubmitCampaign, endDateMinimum, localToday } from '../campaign-form';
import { CampaignGoalsField } from './campaign-goals-field';

export interface CreateCampaignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type chosen when the dialog opens, e.g. email from the dashboard's Email Campaign action. */
  defaultType?: Campaign['type'];
}

const typeLabels: Record<Campaign['type'], string> = { email: 'Email', social: 'Social', content: 'Content' };

/** 'Create New Campaign'. */
export function CreateCampaignDialog({ open, onOpenChange, defaultType = 'email' }: CreateCampaignDialogProps) {
  const create = useCreateCampaign();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!create.isPending}
      title="Create New Campaign"
      description="Plan a campaign with its audience, goals and dates."
      className="max-w-2xl"
    >
      {/* Mounted only while open, so every opening starts from an empty form with the preset type. */}
      <CampaignFormBody defaultType={defaultType} create={create} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface CampaignFormBodyProps {
  defaultType: Campaign['type'];
  create: ReturnType<typeof useCreateCampaign>;
  onDone: () => void;
}

function CampaignFormBody({ defaultType, create, onDone }: CampaignFormBodyProps) {
  const [today] = useState(() => localToday());
  const form = useForm({
    // The form is sent as typed: the server trims and fills in the rest.
    resolver: resolverFrom(
      (fields: CampaignForm): CampaignInput => fields,
      zodResolver(campaignFormSchema(today), undefined, { raw: true }),
    ),
    defaultValues: { name: '', type: defaultType, description: '', targetAudience: '', goals: [], startDate: '', endDate: '' },
    // The message stays until something changes, and the focus where the user left it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnChange(form);
  const [name, startDate, goals] = useWatch({ control: form.control, name: ['name', 'startDate', 'goals'] });
  const error = firstFormError(form.formState.errors);

  const submit = form.handleSubmit((input) => {
    if (create.isPending) return;
    create.mutate(input, {
      onSuccess: () => {
        toast.success(campaignMessages.created);
        onDone();
      },
      onError: (failure) => toast.error(campaignErrorText(failure)),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="campaign-name">Campaign name *</Label>
          <Input id="campaign-name" required maxLength={120} {...form.register('name')} placeholder="Spring product launch" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="campaign-type">Type</Label>
          <NativeSelect id="campaign-type" {...form.register('type')}>
            {campaignTypes.map((type) => (
              <option key={type} value={type}>
                {typeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="campaign-description">Description</Label>
        <Textarea
          id="campaign-description"
          rows={3}
          maxLength={2000}
          {...form.register('description')}
          placeholder="What is this campaign about?"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="campaign-audience">Target audience</Label>
        <Input id="campaign-audience" maxLength={500} {...form.register('targetAudience')} placeholder="Small business owners" />
      </div>
      <CampaignGoalsField value={goals} onChange={(next) => form.setValue('goals', next)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="campaign-start">Start date *</Label>
          <Input id="campaign-start" type="date" required min={today} {...form.register('startDate')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="campaign-end">End date</Label>
          <Input id="campaign-end" type="date" min={endDateMinimum(startDate, today)} {...form.register('endDate')} />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        {/* aria-disabled while sending: a disabled button would drop the focus out of the dialog. */}
        <Button
          type="submit"
          disabled={!canSubmitCampaign({ name, startDate })}
          aria-disabled={create.isPending}
          className="aria-disabled:opacity-50"
        >
          {create.isPending && <Loader2 className="animate-spin" />}
          Create Campaign
        </Button>
      </div>
    </form>
  );
}
