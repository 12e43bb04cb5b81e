import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  defaultSendWindow,
  identityInputSchema as inputSchema,
  identityUpdateSchema as updateSchema,
  type SendingIdentity,
} from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { ApiError } from '@/web/lib/api-client';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCreateIdentity } from '../api/campaigns';
import { useUpdateIdentity } from '../api/identities';
import { dayNames } from '../identity-format';

/** Monday first, as a week reads in most places. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** The form's fields: the servers flat, numbers as typed, the days as the checked boxes' values. */
interface IdentityFields {
  fromName: string;
  fromAddress: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: 'starttls' | 'tls';
  smtpUsername: string;
  smtpPassword: string;
  useImap: boolean;
  imapHost: string;
  imapPort: string;
  imapSecurity: 'tls' | 'starttls';
  imapUsername: string;
  imapPassword: string;
  dailyCap: string;
  startHour: string;
  endHour: string;
  days: string[];
  timeZone: string;
}

type IdentityInput = z.input<typeof inputSchema>;
type IdentityUpdate = z.input<typeof updateSchema>;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function fieldsOf(identity: SendingIdentity | null): IdentityFields {
  const window = identity?.window ?? defaultSendWindow;
  return {
    fromName: identity?.fromName ?? '',
    fromAddress: identity?.fromAddress ?? '',
    smtpHost: identity?.smtp.host ?? '',
    smtpPort: String(identity?.smtp.port ?? 587),
    smtpSecurity: identity?.smtp.security ?? 'starttls',
    smtpUsername: identity?.smtp.username ?? '',
    smtpPassword: '',
    useImap: identity ? identity.imap !== null : true,
    imapHost: identity?.imap?.host ?? '',
    imapPort: String(identity?.imap?.port ?? 993),
    imapSecurity: identity?.imap?.tls === false ? 'starttls' : 'tls',
    imapUsername: identity?.imap?.username ?? '',
    imapPassword: '',
    dailyCap: String(identity?.dailyCap ?? 30),
    startHour: String(window.startHour),
    endHour: String(window.endHour),
    days: window.days.map(String),
    timeZone: identity?.timeZone ?? browserTimeZone(),
  };
}

/** The fields as a new identity: IMAP's username and password are the SMTP ones when left blank. */
function inputOf(fields: IdentityFields): IdentityInput {
  return {
    fromName: fields.fromName,
    fromAddress: fields.fromAddress,
    smtp: {
      host: fields.smtpHost,
      port: fields.smtpPort,
      security: fields.smtpSecurity,
      username: fields.smtpUsername,
      password: fields.smtpPassword,
    },
    imap: fields.useImap
      ? {
          host: fields.imapHost,
          port: fields.imapPort,
          tls: fields.imapSecurity === 'tls',
          username: fields.imapUsername || fields.smtpUsername,
          password: fields.imapPassword || fields.smtpPassword,
        }
      : null,
    ...commonOf(fields),
  };
}

/**
 * The fields as a change: a server goes only when it changed (it is logged in to again, and a new
 * IMAP login reads the inbox from its end), a password left blank is kept.
 */
function updateOf(identity: SendingIdentity, fields: IdentityFields): IdentityUpdate {
  const smtp = { host: fields.smtpHost, port: fields.smtpPort, security: fields.smtpSecurity, username: fields.smtpUsername };
  const smtpChanged =
    fields.smtpPassword !== '' ||
    smtp.host !== identity.smtp.host ||
    Number(smtp.port) !== identity.smtp.port ||
    smtp.security !== identity.smtp.security ||
    smtp.username !== identity.smtp.username;
  const imap = {
    host: fields.imapHost,
    port: fields.imapPort,
    tls: fields.imapSecurity === 'tls',
    username: fields.imapUsername || fields.smtpUsername,
  };
  const imapChanged =
    fields.imapPassword !== '' ||
    !identity.imap ||
    imap.host !== identity.imap.host ||
    Number(imap.port) !== identity.imap.port ||
    imap.tls !== identity.imap.tls ||
    imap.username !== identity.imap.username;
  return {
    fromName: fields.fromName,
    fromAddress: fields.fromAddress,
    ...(smtpChanged && { smtp: { ...smtp, password: fields.smtpPassword || undefined } }),
    ...(!fields.useImap
      ? identity.imap && { imap: null }
      : imapChanged && { imap: { ...imap, password: fields.imapPassword || undefined } }),
    ...commonOf(fields),
  };
}

function commonOf(fields: IdentityFields) {
  return {
    dailyCap: Number(fields.dailyCap),
    window: { startHour: Number(fields.startHour), endHour: Number(fields.endHour), days: fields.days.map(Number) },
    timeZone: fields.timeZone,
  };
}

/** The server's refusal of a login (a password, a host it cannot reach): said beside the fields. */
function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.message ? error.message : null;
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * Adds a sending identity, or edits one (`identity`): SMTP and optional IMAP, each logged in to
 * before it is kept, the daily cap, and the hours and days it may send in its time zone.
 */
export function IdentityForm({ identity, onDone }: { identity: SendingIdentity | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateIdentity();
  const update = useUpdateIdentity();
  const pending = create.isPending || update.isPending;
  const reportFailure = useActionFailureToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<IdentityFields, unknown, z.output<typeof inputSchema> | z.output<typeof updateSchema>>({
    resolver: identity
      ? resolverFrom((fields: IdentityFields) => updateOf(identity, fields), zodResolver(updateSchema))
      : resolverFrom(inputOf, zodResolver(inputSchema)),
    defaultValues: fieldsOf(identity),
  });
  const useImap = form.watch('useImap');
  const timeZones = useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    const current = form.getValues('timeZone');
    return zones.includes(current) ? zones : [current, ...zones];
  }, [form]);

  const onError = (error: unknown) => {
    const reason = refusalOf(error);
    if (reason) setRefusal(reason);
    else reportFailure(error, identity ? 'Failed to save the identity' : 'Failed to add the identity');
  };
  const submit = form.handleSubmit(
    (values) => {
      setRefusal(null);
      if (identity)
        update.mutate(
          { id: identity.id, update: values as IdentityUpdate },
          {
            onSuccess: (saved) => {
              toast.success(`${saved.fromAddress} saved`);
              onDone();
            },
            onError,
          },
        );
      else
        create.mutate(values as IdentityInput, {
          onSuccess: (created) => {
            toast.success(`${created.fromAddress} can send`);
            onDone();
          },
          onError,
        });
    },
    (errors) => toast.error(firstFormError(errors) ?? 'Check the form'),
  );

  const input = (name: Exclude<keyof IdentityFields, 'useImap' | 'days'>, label: string, extra: object = {}) => (
    <Field label={label} htmlFor={`${id}-${name}`}>
      <Input id={`${id}-${name}`} {...extra} {...form.register(name)} />
    </Field>
  );
  const keptPassword = identity ? { placeholder: 'Unchanged' } : {};

  return (
    <form onSubmit={submit} noValidate className="space-y-4 text-sm">
      <fieldset disabled={pending} className="space-y-4" onChange={() => setRefusal(null)}>
        <div className="grid gap-3 sm:grid-cols-2">
          {input('fromName', 'From name', { maxLength: 120 })}
          {input('fromAddress', 'From address', { type: 'email', autoComplete: 'off' })}
        </div>
        <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
          <legend className="px-1 font-medium text-gray-900">Sending (SMTP)</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_6rem_8rem]">
            {input('smtpHost', 'SMTP host', { placeholder: 'smtp.example.com', spellCheck: false, autoCapitalize: 'none' })}
            {input('smtpPort', 'SMTP port', { inputMode: 'numeric' })}
            <Field label="SMTP security" htmlFor={`${id}-smtpSecurity`}>
              <NativeSelect id={`${id}-smtpSecurity`} {...form.register('smtpSecurity')}>
                <option value="starttls">STARTTLS</option>
                <option value="tls">TLS</option>
              </NativeSelect>
            </Field>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {input('smtpUsername', 'SMTP username', { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false })}
            {input('smtpPassword', 'SMTP password', { type: 'password', autoComplete: 'new-password', ...keptPassword })}
          </div>
        </fieldset>
        <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
          <legend className="px-1 font-medium text-gray-900">Replies (IMAP)</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...form.register('useImap')} />
            Read replies from this mailbox
          </label>
          {useImap ? (
            <>
              <div className="grid gap-3 sm:grid-cols-[1fr_6rem_8rem]">
                {input('imapHost', 'IMAP host', { placeholder: 'imap.example.com', spellCheck: false, autoCapitalize: 'none' })}
                {input('imapPort', 'IMAP port', { inputMode: 'numeric' })}
                <Field label="IMAP security" htmlFor={`${id}-imapSecurity`}>
                  <NativeSelect id={`${id}-imapSecurity`} {...form.register('imapSecurity')}>
                    <option value="tls">TLS</option>
                    <option value="starttls">STARTTLS</option>
                  </NativeSelect>
                </Field>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {input('imapUsername', 'IMAP username (if not the SMTP one)', { autoComplete: 'off', autoCapitalize: 'none' })}
                {input('imapPassword', identity?.imap ? 'IMAP password' : 'IMAP password (if not the SMTP one)', {
                  type: 'password',
                  autoComplete: 'new-password',
                  ...(identity?.imap ? keptPassword : {}),
                })}
              </div>
            </>
          ) : (
            <p className="text-xs text-gray-500">Without IMAP, mark prospects who answer as Responded by hand.</p>
          )}
        </fieldset>
        <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
          <legend className="px-1 font-medium text-gray-900">When it sends</legend>
          <div className="grid gap-3 sm:grid-cols-[6rem_6rem_6rem_1fr]">
            {input('dailyCap', 'Daily cap', { inputMode: 'numeric' })}
            {input('startHour', 'From hour', { inputMode: 'numeric' })}
            {input('endHour', 'To hour', { inputMode: 'numeric' })}
            <Field label="Time zone" htmlFor={`${id}-timeZone`}>
              <NativeSelect id={`${id}-timeZone`} {...form.register('timeZone')}>
                {timeZones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <div className="space-y-1">
            <p id={`${id}-days`} className="text-sm font-medium text-gray-700">
              Days
            </p>
            <div role="group" aria-labelledby={`${id}-days`} className="flex flex-wrap gap-1.5">
              {weekOrder.map((day) => (
                <label
                  key={day}
                  className="flex cursor-pointer items-center gap-1.5 rounded-md border border-gray-200 px-2.5 py-1.5 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
                >
                  <input type="checkbox" value={String(day)} {...form.register('days')} />
                  {dayNames[day]}
                </label>
              ))}
            </div>
          </div>
          <p className="text-xs text-gray-500">
            On those days between those hours, read in the prospect’s time zone when you gave one, else in this one.
          </p>
        </fieldset>
      </fieldset>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking the login…' : identity ? 'Save' : 'Add identity'}
        </Button>
      </div>
    </form>
  );
}
