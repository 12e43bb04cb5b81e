import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  monetizationLabels,
  monetizationMessages,
  type RevenueStream,
  revenueStreamLabels,
  revenueStreams,
} from '@/shared/monetization/monetization';
import { commonCurrencies } from '@/shared/monetization/price';
import { type RevenueInput, revenueInputSchema } from '@/shared/monetization/revenue';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { firstFormError } from '@/web/lib/first-form-error';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useProducts } from '../api/products';
import { usePrograms } from '../api/programs';
import { useRecordRevenue } from '../api/revenue';
import { useServices } from '../api/services';
import { localToday } from '../monetization-format';

/** What the dialog opens with: a service's Manage dialog presets the service and its stream. */
export interface RevenuePreset {
  serviceId?: string;
  stream?: RevenueStream;
}

interface RevenueFields {
  amount: string;
  currency: string;
  date: string;
  stream: RevenueStream;
  notes: string;
  /** '' or 'program:<id>', 'product:<id>', 'service:<id>'. */
  against: string;
}

/** The fields as the API's input: the one chosen item as its id. */
function inputOf(fields: RevenueFields): RevenueInput {
  const [kind, id] = fields.against.split(':');
  return {
    amount: fields.amount,
    currency: fields.currency,
    date: fields.date,
    stream: fields.stream,
    notes: fields.notes,
    programId: kind === 'program' ? id : null,
    productId: kind === 'product' ? id : null,
    serviceId: kind === 'service' ? id : null,
  };
}

/** Record Revenue: one amount by hand (negative for a refund), optionally against a program, product or service. */
export function RecordRevenueDialog({
  preset,
  selection,
  onClose,
}: {
  preset: RevenuePreset;
  selection: PeriodSelection;
  onClose: () => void;
}) {
  const id = useId();
  const record = useRecordRevenue();
  const reportFailure = useActionFailureToast({ close: onClose });
  const programs = usePrograms(selection);
  const products = useProducts(selection);
  const services = useServices(selection);
  const form = useForm({
    // The schema checks the fields; the API is sent them as typed (it reads the amount itself).
    resolver: resolverFrom(inputOf, zodResolver(revenueInputSchema)),
    defaultValues: {
      amount: '',
      currency: 'USD',
      date: localToday(),
      stream: preset.stream ?? 'products',
      notes: '',
      against: preset.serviceId ? `service:${preset.serviceId}` : '',
    },
  });
  const [amount, currency, date] = useWatch({ control: form.control, name: ['amount', 'currency', 'date'] });

  const submit = form.handleSubmit(
    () =>
      record.mutate(inputOf(form.getValues()), {
        onSuccess: () => {
          toast.success(monetizationMessages.revenueRecorded);
          onClose();
        },
        onError: (error) => reportFailure(error, 'Failed to record revenue'),
      }),
    (errors) => toast.error(firstFormError(errors) ?? monetizationMessages.fillRequired),
  );

  // Choosing what it was earned by suggests the stream it belongs to.
  const streamOf = (against: string): RevenueStream | null => {
    const [kind, itemId] = against.split(':');
    if (kind === 'program') return 'affiliate';
    if (kind === 'service') return 'services';
    if (kind === 'product')
      return products.data?.find((product) => product.id === itemId)?.type === 'Online Course' ? 'courses' : 'products';
    return null;
  };
  const against = form.register('against', {
    onChange: (event: { target: { value: string } }) => {
      const stream = streamOf(event.target.value);
      if (stream) form.setValue('stream', stream);
    },
  });

  return (
    <FormDialog
      title={monetizationLabels.recordRevenue}
      description="A sale, fee or commission received outside a connected store; a negative amount records a refund."
      onSubmit={submit}
      onClose={onClose}
      pending={record.isPending}
      submitDisabled={!amount.trim() || !currency.trim() || !date}
      submitLabel="Record"
      pendingLabel="Recording…"
    >
      <fieldset disabled={record.isPending} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_7rem_10rem]">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-amount`}>Amount</Label>
            <Input id={`${id}-amount`} inputMode="decimal" placeholder="49.00" autoComplete="off" {...form.register('amount')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-currency`}>Currency</Label>
            <Input id={`${id}-currency`} list={`${id}-currencies`} maxLength={3} autoComplete="off" {...form.register('currency')} />
            <datalist id={`${id}-currencies`}>
              {commonCurrencies.map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Input id={`${id}-date`} type="date" {...form.register('date')} />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-stream`}>Stream</Label>
            <NativeSelect id={`${id}-stream`} {...form.register('stream')}>
              {revenueStreams.map((stream) => (
                <option key={stream} value={stream}>
                  {revenueStreamLabels[stream]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-against`}>Earned by (optional)</Label>
            <NativeSelect id={`${id}-against`} {...against}>
              <option value="">Nothing in particular</option>
              <AgainstOptions label="Affiliate programs" kind="program" items={programs.data} />
              <AgainstOptions label="Digital products" kind="product" items={products.data} />
              <AgainstOptions label="Services" kind="service" items={services.data} />
            </NativeSelect>
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
          <Textarea id={`${id}-notes`} rows={2} maxLength={500} {...form.register('notes')} />
        </div>
      </fieldset>
    </FormDialog>
  );
}

function AgainstOptions({ label, kind, items }: { label: string; kind: string; items: { id: string; name: string }[] | undefined }) {
  if (!items?.length) return null;
  return (
    <optgroup label={label}>
      {items.map((item) => (
        <option key={item.id} value={`${kind}:${item.id}`}>
          {item.name}
        </option>
      ))}
    </optgroup>
  );
}
