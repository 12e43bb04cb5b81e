import { type FormEvent, useId, useState } from 'react';
import { identityInputSchema, type SendingIdentity } from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCreateIdentity, useIdentities, useRemoveIdentity } from '../api/campaigns';

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** When an identity sends, in words: "30 a day, Mon–Fri 9:00–17:00 Europe/London". */
export function sendingRule(identity: Pick<SendingIdentity, 'dailyCap' | 'window' | 'timeZone'>): string {
  const days = identity.window.days.map((day) => dayNames[day]).join(', ');
  return `${identity.dailyCap} a day, ${days} ${identity.window.startHour}:00–${identity.window.endHour}:00 ${identity.timeZone}`;
}

/** Sending identities: the mailboxes outreach sends from (SMTP) and reads replies in (IMAP), each checked by logging in. */
export function IdentitiesDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const identities = useIdentities();
  const remove = useRemoveIdentity();
  const reportFailure = useActionFailureToast();
  const [adding, setAdding] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Sending identities" className="sm:max-w-2xl">
      {adding ? (
        <IdentityForm onDone={() => setAdding(false)} />
      ) : (
        <div className="space-y-4 text-sm">
          <p className="text-gray-600">
            Outreach goes out one message at a time from your own mailbox, within its daily cap and send window. With IMAP, Uplift reads the
            replies; without it, mark prospects as responded by hand.
          </p>
          {identities.data?.length === 0 && <p className="text-gray-500">No sending identity yet.</p>}
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="Sending identities">
            {identities.data?.map((identity) => (
              <li key={identity.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">
                    {identity.fromName} &lt;{identity.fromAddress}&gt;
                  </p>
                  <p className="text-xs text-gray-500">
                    SMTP {identity.smtp.host}:{identity.smtp.port} ·{' '}
                    {identity.imap ? `IMAP ${identity.imap.host}` : 'no IMAP: replies by hand'}
                  </p>
                  <p className="text-xs text-gray-500">
                    {sendingRule(identity)} · {identity.sentToday} sent today
                  </p>
                  {identity.imap?.error && <p className="text-xs text-red-700">{identity.imap.error}</p>}
                </div>
                {canEdit && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(identity.id, {
                        onSuccess: () => toast.success(`${identity.fromAddress} removed`),
                        onError: (error) => reportFailure(error, 'Failed to remove the identity'),
                      })
                    }
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {canEdit && <Button onClick={() => setAdding(true)}>Add identity</Button>}
          </div>
        </div>
      )}
    </Dialog>
  );
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function IdentityForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const create = useCreateIdentity();
  const reportFailure = useActionFailureToast();
  const [form, setForm] = useState({
    fromName: '',
    fromAddress: '',
    smtpHost: '',
    smtpPort: '587',
    security: 'starttls' as 'starttls' | 'tls',
    smtpUsername: '',
    smtpPassword: '',
    useImap: true,
    imapHost: '',
    imapPort: '993',
    imapUsername: '',
    imapPassword: '',
    dailyCap: '30',
    startHour: '9',
    endHour: '17',
    timeZone: browserTimeZone(),
  });
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = identityInputSchema.safeParse({
      fromName: form.fromName,
      fromAddress: form.fromAddress,
      smtp: { host: form.smtpHost, port: form.smtpPort, security: form.security, username: form.smtpUsername, password: form.smtpPassword },
      imap: form.useImap
        ? {
            host: form.imapHost,
            port: form.imapPort,
            tls: true,
            username: form.imapUsername || form.smtpUsername,
            password: form.imapPassword || form.smtpPassword,
          }
        : null,
      dailyCap: Number(form.dailyCap),
      window: { startHour: Number(form.startHour), endHour: Number(form.endHour), days: [1, 2, 3, 4, 5] },
      timeZone: form.timeZone,
    });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? 'Check the form');
    create.mutate(parsed.data, {
      onSuccess: (identity) => {
        toast.success(`${identity.fromAddress} can send`);
        onDone();
      },
      onError: (error) => reportFailure(error, 'Failed to add the identity'),
    });
  }

  const field = (name: keyof typeof form, label: string, extra: object = {}) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={String(form[name])}
        disabled={create.isPending}
        onChange={(event) => set({ [name]: event.target.value })}
        {...extra}
      />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4 text-sm">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('fromName', 'From name', { maxLength: 120 })}
        {field('fromAddress', 'From address', { type: 'email', autoComplete: 'off' })}
      </div>
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
        <legend className="px-1 font-medium text-gray-900">Sending (SMTP)</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {field('smtpHost', 'SMTP host', { placeholder: 'smtp.example.com', spellCheck: false })}
          {field('smtpPort', 'SMTP port', { inputMode: 'numeric' })}
          <div className="space-y-1">
            <Label htmlFor={`${id}-security`}>Security</Label>
            <NativeSelect
              id={`${id}-security`}
              value={form.security}
              onChange={(event) => set({ security: event.target.value as 'tls' | 'starttls' })}
            >
              <option value="starttls">STARTTLS</option>
              <option value="tls">TLS</option>
            </NativeSelect>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('smtpUsername', 'SMTP username', { autoComplete: 'off' })}
          {field('smtpPassword', 'SMTP password', { type: 'password', autoComplete: 'new-password' })}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
        <legend className="px-1 font-medium text-gray-900">Replies (IMAP)</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.useImap} onChange={(event) => set({ useImap: event.target.checked })} />
          Read replies from this mailbox
        </label>
        {form.useImap && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              {field('imapHost', 'IMAP host', { placeholder: 'imap.example.com', spellCheck: false })}
              {field('imapPort', 'IMAP port', { inputMode: 'numeric' })}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {field('imapUsername', 'IMAP username (if not the SMTP one)', { autoComplete: 'off' })}
              {field('imapPassword', 'IMAP password (if not the SMTP one)', { type: 'password', autoComplete: 'new-password' })}
            </div>
          </>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-4">
        {field('dailyCap', 'Daily cap', { inputMode: 'numeric' })}
        {field('startHour', 'From hour', { inputMode: 'numeric' })}
        {field('endHour', 'To hour', { inputMode: 'numeric' })}
        {field('timeZone', 'Time zone')}
      </div>
      <p className="text-xs text-gray-500">Messages go Monday to Friday between those hours, in the prospect’s time zone when known.</p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Checking the login…' : 'Add identity'}
        </Button>
      </div>
    </form>
  );
}
