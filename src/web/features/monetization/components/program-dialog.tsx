import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { monetizationMessages as text } from '@/shared/monetization/monetization';
import {
  type AffiliateProgram,
  attributionLabels,
  attributionModels,
  type AttributionModel,
  type ProgramInput,
  programCategories,
  programInputSchema,
  type ProgramStatus,
  programStatuses,
} from '@/shared/monetization/programs';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddProgram, useUpdateProgram } from '../api/programs';

interface ProgramFields {
  name: string;
  category: string;
  commission: string;
  destination: string;
  attribution: AttributionModel;
  status: ProgramStatus;
}

const inputOf = ({ status: _status, ...input }: ProgramFields): ProgramInput => input;

/** Add Program, or edit one (`program`): the same checks as the API's, which the new program's tracked link leads from. */
export function ProgramDialog({ program, onClose }: { program: AffiliateProgram | null; onClose: () => void }) {
  const id = useId();
  const add = useAddProgram();
  const update = useUpdateProgram();
  const pending = add.isPending || update.isPending;
  const reportFailure = useActionFailureToast({ close: onClose });
  const form = useForm({
    // An edit is checked as a new program is: every field stays required.
    resolver: resolverFrom(inputOf, zodResolver(programInputSchema)),
    defaultValues: {
      name: program?.name ?? '',
      category: program?.category ?? '',
      commission: program?.commission ?? '',
      destination: program?.link.destination ?? '',
      attribution: program?.attribution ?? 'last',
      status: program?.status ?? 'Active',
    } satisfies ProgramFields,
  });
  const required = useWatch({ control: form.control, name: ['name', 'category', 'commission', 'destination'] });
  const incomplete = required.some((value) => !value.trim());

  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };
  const submit = form.handleSubmit(
    () => {
      const fields = form.getValues();
      if (program)
        update.mutate(
          { id: program.id, update: { ...inputOf(fields), status: fields.status } },
          { onSuccess: done(text.programUpdated), onError: (error) => reportFailure(error, 'Failed to update the affiliate program') },
        );
      else
        add.mutate(inputOf(fields), {
          onSuccess: done(text.programAdded),
          onError: (error) => reportFailure(error, text.addProgramFailed),
        });
    },
    (errors) => toast.error(firstFormError(errors) ?? text.fillRequired),
  );

  const input = (name: 'name' | 'category' | 'commission' | 'destination', label: string, extra: object = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} autoComplete="off" {...extra} {...form.register(name)} />
    </div>
  );

  return (
    <FormDialog
      title={program ? `Edit ${program.name}` : 'Add Program'}
      description={program ? undefined : 'Uplift gives the program a tracked link to share; its clicks and conversions are counted here.'}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={incomplete}
      submitLabel={program ? 'Save' : 'Add Program'}
      pendingLabel={program ? 'Saving…' : 'Adding…'}
    >
      <fieldset disabled={pending} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {input('name', 'Program name', { maxLength: 120, placeholder: 'Acme Hosting' })}
          {input('category', 'Category', { maxLength: 60, list: `${id}-categories` })}
          <datalist id={`${id}-categories`}>
            {programCategories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          {input('commission', 'Commission', { maxLength: 60, placeholder: '30% or $50 per sale' })}
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-attribution`}>Attribution</Label>
            <NativeSelect id={`${id}-attribution`} {...form.register('attribution')}>
              {attributionModels.map((model) => (
                <option key={model} value={model}>
                  {attributionLabels[model]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {input('destination', 'Affiliate link', { type: 'url', maxLength: 2048, placeholder: 'https://partner.example.com/?ref=you' })}
        <p className="text-xs text-gray-500">
          Your link from the network. Visitors reach it through the tracked link, which adds a <code>uc</code> click id for the postback.
        </p>
        {program && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect id={`${id}-status`} {...form.register('status')}>
              {programStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {incomplete && form.formState.isDirty && <p className="text-sm text-gray-600">{text.fillRequired}</p>}
      </fieldset>
    </FormDialog>
  );
}
