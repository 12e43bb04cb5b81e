import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type ConsultingService, type ServiceClientInput, serviceClientInputSchema } from '@/shared/monetization/services';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddServiceClient, useRemoveServiceClient, useUpdateServiceClient } from '../api/services';
import { formatDate, localToday } from '../monetization-format';

interface ClientFields {
  name: string;
  email: string;
  startedOn: string;
}

const inputOf = (fields: ClientFields): ServiceClientInput => ({ ...fields, email: fields.email.trim() || null });

/** A service's clients (a retainer) or bookings (a one-time service): current ones first, each may be ended or removed. */
export function ServiceClients({ service, canEdit }: { service: ConsultingService; canEdit: boolean }) {
  const clients = [...service.clients].sort((a, b) => Number(a.endedOn !== null) - Number(b.endedOn !== null));
  const end = useUpdateServiceClient();
  const remove = useRemoveServiceClient();
  const reportFailure = useActionFailureToast();
  const busy = end.isPending || remove.isPending;

  return (
    <section className="space-y-3">
      <h3 className="font-medium text-gray-900">{service.type === 'Monthly Retainer' ? 'Clients' : 'Bookings'}</h3>
      {clients.length === 0 ? (
        <p className="text-gray-600">None yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {clients.map((client) => (
            <li key={client.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-testid="service-client">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{client.name}</p>
                <p className="truncate text-xs text-gray-500">
                  {client.email ? `${client.email} · ` : ''}
                  {formatDate(client.startedOn)}
                  {client.endedOn ? ` – ${formatDate(client.endedOn)}` : ' – current'}
                </p>
              </div>
              {canEdit && client.endedOn === null && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    end.mutate(
                      { serviceId: service.id, clientId: client.id, update: { endedOn: localToday() } },
                      {
                        onSuccess: () => toast.success(`${client.name} ended`),
                        onError: (error) => reportFailure(error, 'Failed to end the client'),
                      },
                    )
                  }
                >
                  End
                </Button>
              )}
              {canEdit && (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove ${client.name}`}
                  disabled={busy}
                  onClick={() =>
                    remove.mutate(
                      { serviceId: service.id, clientId: client.id },
                      {
                        onSuccess: () => toast.success(`${client.name} removed`),
                        onError: (error) => reportFailure(error, 'Failed to remove the client'),
                      },
                    )
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && <AddClientForm serviceId={service.id} />}
    </section>
  );
}

function AddClientForm({ serviceId }: { serviceId: string }) {
  const id = useId();
  const add = useAddServiceClient();
  const reportFailure = useActionFailureToast();
  const form = useForm({
    resolver: resolverFrom(inputOf, zodResolver(serviceClientInputSchema)),
    defaultValues: { name: '', email: '', startedOn: localToday() } satisfies ClientFields,
  });
  const [name, startedOn] = useWatch({ control: form.control, name: ['name', 'startedOn'] });
  const submit = form.handleSubmit(
    () =>
      add.mutate(
        { serviceId, input: inputOf(form.getValues()) },
        {
          onSuccess: (client) => {
            toast.success(`${client.name} added`);
            form.reset({ name: '', email: '', startedOn: localToday() });
          },
          onError: (error) => reportFailure(error, 'Failed to add the client'),
        },
      ),
    (errors) => toast.error(firstFormError(errors) ?? 'Check the client’s details'),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a client" className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_9rem_auto]">
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} maxLength={120} autoComplete="off" disabled={add.isPending} {...form.register('name')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-email`}>E-mail (optional)</Label>
        <Input id={`${id}-email`} type="email" maxLength={254} autoComplete="off" disabled={add.isPending} {...form.register('email')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-started`}>Start date</Label>
        <Input id={`${id}-started`} type="date" disabled={add.isPending} {...form.register('startedOn')} />
      </div>
      <Button type="submit" variant="outline" disabled={add.isPending || !name.trim() || !startedOn}>
        Add
      </Button>
    </form>
  );
}
