import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { monetizationMessages as text } from '@/shared/monetization/monetization';
import {
  type ConsultingService,
  type ServiceInput,
  serviceInputSchema,
  type ServiceType,
  serviceTypes,
} from '@/shared/monetization/services';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddService, useUpdateService } from '../api/services';
import { pricePreview, priceText } from '../monetization-format';

const asInput = (fields: ServiceInput): ServiceInput => fields;

/** Add Service, or edit one's name, type and price (`service`). */
export function ServiceDialog({ service, onClose }: { service: ConsultingService | null; onClose: () => void }) {
  const id = useId();
  const add = useAddService();
  const update = useUpdateService();
  const pending = add.isPending || update.isPending;
  const reportFailure = useActionFailureToast({ close: onClose });
  const form = useForm({
    resolver: resolverFrom(asInput, zodResolver(serviceInputSchema)),
    defaultValues: {
      name: service?.name ?? '',
      type: service?.type ?? ('One-time Service' as ServiceType),
      price: service ? priceText(service.priceMinor, service.currency) : '',
    },
  });
  const [name, price] = useWatch({ control: form.control, name: ['name', 'price'] });
  const preview = pricePreview(price);

  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };
  const submit = form.handleSubmit(
    () => {
      const fields = form.getValues();
      if (service)
        update.mutate(
          { id: service.id, update: fields },
          { onSuccess: done(text.serviceUpdated), onError: (error) => reportFailure(error, 'Failed to update the service') },
        );
      else
        add.mutate(fields, { onSuccess: done(text.serviceAdded), onError: (error) => reportFailure(error, 'Failed to add the service') });
    },
    (errors) => toast.error(firstFormError(errors) ?? text.fillRequired),
  );

  return (
    <FormDialog
      title={service ? `Edit ${service.name}` : 'Add Service'}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={!name.trim() || !price.trim()}
      submitLabel={service ? 'Save' : 'Add Service'}
      pendingLabel={service ? 'Saving…' : 'Adding…'}
    >
      <fieldset disabled={pending} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Service name</Label>
          <Input id={`${id}-name`} maxLength={120} autoComplete="off" placeholder="SEO audit" {...form.register('name')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-type`}>Type</Label>
            <NativeSelect id={`${id}-type`} {...form.register('type')}>
              {serviceTypes.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-price`}>Price</Label>
            <Input id={`${id}-price`} maxLength={40} placeholder="$500 or 500 EUR" autoComplete="off" {...form.register('price')} />
            <p className="text-xs text-gray-500" aria-live="polite">
              {price.trim()
                ? preview
                  ? `Saved as ${preview}`
                  : 'Enter a price such as $500 or 500 EUR'
                : 'A retainer’s price is per month.'}
            </p>
          </div>
        </div>
      </fieldset>
    </FormDialog>
  );
}
