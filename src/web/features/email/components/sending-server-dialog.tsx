import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type SenderSmtpInput,
  type SenderSmtpServer,
  senderSmtpMessages as text,
  smtpSecurities,
  smtpSecurityLabels,
} from '@/shared/email/sender-smtp';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { updateSenderSmtpSchema, useUpdateSenderSmtp } from '../api/update-sender-smtp';
import { Field } from './field';

/** The server's refusal (a login refused, a host it will not reach): said in the dialog, beside the fields. */
function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.message ? error.message : null;
}

/** Host, port, security, login and from address; Save tests the login on the server before it is kept. */
export function SendingServerDialog({ current, onClose }: { current: SenderSmtpServer | null; onClose: () => void }) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useUpdateSenderSmtp();
  const reportFailure = useActionFailureToast({ close: onClose });
  const form = useForm<SenderSmtpInput>({
    resolver: zodResolver(updateSenderSmtpSchema),
    defaultValues: {
      host: current?.host ?? '',
      port: current?.port ?? 587,
      security: current?.security ?? 'starttls',
      username: current?.username ?? '',
      password: '',
      fromAddress: current?.fromAddress ?? '',
    },
  });

  const submit = form.handleSubmit(
    (server) => {
      setRefusal(null);
      save.mutate(server, {
        onSuccess: () => {
          toast.success(text.saved);
          onClose();
        },
        onError: (error) => {
          const reason = refusalOf(error);
          if (reason) setRefusal(reason);
          else reportFailure(error, 'Failed to save the sending server');
        },
      });
    },
    (errors) => toast.error(firstFormError(errors) ?? 'Check the server’s details'),
  );

  return (
    <FormDialog
      title={text.cardTitle}
      description="Uplift logs in to test it before saving. Your provider’s help pages list these details."
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitLabel="Test and save"
      pendingLabel={
        <>
          <Spinner className="size-4 border-2 border-white/40 border-t-white" />
          Testing…
        </>
      }
    >
      <fieldset disabled={save.isPending} className="space-y-4" onChange={() => setRefusal(null)}>
        <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
          <Field label="Host" htmlFor={`${id}-host`}>
            <Input id={`${id}-host`} placeholder="smtp.example.com" autoCapitalize="none" spellCheck={false} {...form.register('host')} />
          </Field>
          <Field label="Port" htmlFor={`${id}-port`}>
            <Input id={`${id}-port`} inputMode="numeric" {...form.register('port')} />
          </Field>
        </div>
        <Field label="Security" htmlFor={`${id}-security`}>
          <NativeSelect id={`${id}-security`} {...form.register('security')}>
            {smtpSecurities.map((security) => (
              <option key={security} value={security}>
                {smtpSecurityLabels[security]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Username" htmlFor={`${id}-username`}>
          <Input id={`${id}-username`} autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
        </Field>
        <Field
          label="Password"
          htmlFor={`${id}-password`}
          hint={current ? 'Enter it again to change the server: Uplift never shows it.' : 'Kept encrypted; Uplift never shows it again.'}
        >
          <Input id={`${id}-password`} type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label="From address" htmlFor={`${id}-from`} hint="Your campaigns come from this address; the server must allow it.">
          <Input id={`${id}-from`} type="email" placeholder="news@example.com" {...form.register('fromAddress')} />
        </Field>
      </fieldset>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
    </FormDialog>
  );
}
