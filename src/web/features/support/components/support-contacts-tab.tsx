import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { getFeature } from '@/shared/feature-catalogue';
import { getPlan, plans } from '@/shared/plans';
import {
  type SupportContactField,
  type SupportContacts,
  type SupportContactsInput,
  type SupportFeatureId,
  supportMessages,
} from '@/shared/support/support';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useSupportContacts } from '../api/get-support-contacts';
import { supportContactsSchema, useUpdateSupportContacts } from '../api/update-support-contacts';

interface FieldDefinition {
  name: SupportContactField;
  label: string;
  placeholder: string;
  type?: 'email' | 'tel' | 'url';
  multiline?: true;
}

/** The contacts by the support entry they reach, in the catalogue's order. */
const groups: readonly { feature: SupportFeatureId; fields: readonly FieldDefinition[] }[] = [
  {
    feature: 'email_support',
    fields: [
      { name: 'emailAddress', label: 'Support e-mail', placeholder: 'support@example.com', type: 'email' },
      { name: 'emailHours', label: 'Hours', placeholder: 'Mon–Fri 9:00–17:00 CET' },
    ],
  },
  {
    feature: 'priority_support',
    fields: [
      { name: 'priorityAddress', label: 'Priority e-mail', placeholder: 'priority@example.com', type: 'email' },
      { name: 'priorityHours', label: 'Hours', placeholder: 'Every day 8:00–20:00 CET' },
    ],
  },
  {
    feature: 'onboarding_assistance',
    fields: [
      { name: 'onboardingUrl', label: 'Booking link', placeholder: 'https://cal.example.com/onboarding', type: 'url' },
      { name: 'onboardingEmail', label: 'Onboarding e-mail', placeholder: 'onboarding@example.com', type: 'email' },
      { name: 'onboardingNote', label: 'How it works', placeholder: 'A 45-minute call to set up your first project.', multiline: true },
    ],
  },
  {
    feature: 'phone_support',
    fields: [
      { name: 'phoneNumber', label: 'Phone number', placeholder: '+1 555 010 0200', type: 'tel' },
      { name: 'phoneHours', label: 'Hours', placeholder: 'Mon–Fri 9:00–17:00 EST' },
    ],
  },
  {
    feature: 'dedicated_account_manager',
    fields: [
      { name: 'managerName', label: 'Name', placeholder: 'Dana Okafor' },
      { name: 'managerEmail', label: 'E-mail', placeholder: 'dana@example.com', type: 'email' },
      { name: 'managerPhone', label: 'Phone', placeholder: '+1 555 010 0201', type: 'tel' },
    ],
  },
];

/** The plans that include an entry, from the catalogue: 'Every plan', 'Professional and Enterprise'. */
function plansIncluding(feature: SupportFeatureId): string {
  const including = getFeature(feature).plans;
  return including.length === plans.length ? 'Every plan' : including.map((id) => getPlan(id).name).join(' and ');
}

type Fields = Record<SupportContactField, string>;

const fieldsOf = (contacts: SupportContacts): Fields =>
  Object.fromEntries(groups.flatMap((group) => group.fields.map(({ name }) => [name, contacts[name] ?? '']))) as Fields;

/** Admin → Support: how customers reach the operator for each support entry their plan includes. */
export function SupportContactsTab() {
  const contacts = useSupportContacts();
  useFailureToast(contacts.isError, supportMessages.contactsLoadFailed);
  if (contacts.data) return <ContactsForm contacts={contacts.data} />;
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-gray-500">
      {contacts.isError ? (
        <>
          <p>{supportMessages.contactsLoadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void contacts.refetch()}>
            Try again
          </Button>
        </>
      ) : (
        <>
          <Spinner />
          Loading support contacts…
        </>
      )}
    </div>
  );
}

function ContactsForm({ contacts }: { contacts: SupportContacts }) {
  const form = useForm<SupportContactsInput>({ resolver: zodResolver(supportContactsSchema), defaultValues: fieldsOf(contacts) });
  const save = useUpdateSupportContacts();
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(fieldsOf(saved));
        toast.success(supportMessages.saved);
      },
      onError: (error) => toast.error(error instanceof ApiError && error.message ? error.message : supportMessages.saveFailed),
    }),
  );
  const errors = form.formState.errors;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-gray-700">
        Customers see these in Settings → Support for each entry their plan includes. A field left empty is shown to them as not set yet;
        nothing is made up in its place.
      </p>
      {groups.map((group) => (
        <Card key={group.feature}>
          <CardHeader>
            <CardTitle>{getFeature(group.feature).name}</CardTitle>
            <p className="text-sm text-gray-600">{plansIncluding(group.feature)}</p>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            {group.fields.map((field) => {
              const id = `support-${field.name}`;
              const problem = errors[field.name]?.message;
              const props = {
                id,
                placeholder: field.placeholder,
                'aria-invalid': problem ? true : undefined,
                'aria-describedby': problem ? `${id}-problem` : undefined,
                ...form.register(field.name),
              };
              return (
                <div key={field.name} className={field.multiline ? 'space-y-1.5 md:col-span-2' : 'space-y-1.5'}>
                  <Label htmlFor={id}>{field.label}</Label>
                  {field.multiline ? <Textarea rows={3} {...props} /> : <Input type={field.type ?? 'text'} {...props} />}
                  {problem && (
                    <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
                      {problem}
                    </p>
                  )}
                </div>
              );
            })}
          </CardContent>
        </Card>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 border-2 border-white/40 border-t-white" /> : <Save aria-hidden />}
          Save support contacts
        </Button>
      </div>
    </form>
  );
}
