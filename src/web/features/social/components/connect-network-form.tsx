import { ExternalLink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type SocialNetworkInfo, socialMessages } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useConnectAccount } from '../api/connect-account';
import { type ConnectFields, connectInput, emptyConnectFields } from '../connect-form';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

interface ConnectNetworkFormProps {
  network: SocialNetworkInfo;
  /** True from sending until the answer (or, for a redirect, until the browser leaves). */
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

/** What one network needs to connect: Mastodon its server, Bluesky a handle and app password, the others their approval page. */
export function ConnectNetworkForm({ network, onBusyChange, onDone }: ConnectNetworkFormProps) {
  const id = useId();
  const [fields, setFields] = useState<ConnectFields>(emptyConnectFields);
  const [leaving, setLeaving] = useState(false);
  const connect = useConnectAccount();
  const reportFailure = useActionFailureToast({ close: onDone, reasonBelow: true });
  const busy = connect.isPending || leaving;
  const set = (patch: Partial<ConnectFields>) => setFields((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = connectInput(network.id, fields);
    if (!check.ok) return void toast.error(check.message);
    onBusyChange(true);
    connect.mutate(check.input, {
      onSuccess: (result) => {
        if ('redirectUrl' in result) {
          // The network asks its user to approve Uplift, then sends the browser back to /social.
          setLeaving(true);
          window.location.assign(result.redirectUrl);
          return;
        }
        onBusyChange(false);
        toast.success(socialMessages.accountConnected(network.label));
        onDone();
      },
      onError: (error) => {
        onBusyChange(false);
        reportFailure(error, socialMessages.connectFailed);
      },
    });
  }

  const submitLabel = network.connectWith === 'app-password' ? `Connect ${network.label}` : `Continue to ${network.label}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {network.connectWith === 'instance' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-instance`}>Server address</Label>
          <Input
            id={`${id}-instance`}
            value={fields.instance}
            onChange={(event) => set({ instance: event.target.value })}
            placeholder="mastodon.social"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            disabled={busy}
          />
          <p className="text-xs text-gray-500">The Mastodon server your account is on. You approve Uplift there and come back here.</p>
        </div>
      )}
      {network.connectWith === 'app-password' && (
        <>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-handle`}>Handle</Label>
            <Input
              id={`${id}-handle`}
              value={fields.handle}
              onChange={(event) => set({ handle: event.target.value })}
              placeholder="you.bsky.social"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              disabled={busy}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-app-password`}>App password</Label>
            <Input
              id={`${id}-app-password`}
              type="password"
              value={fields.appPassword}
              onChange={(event) => set({ appPassword: event.target.value })}
              placeholder="xxxx-xxxx-xxxx-xxxx"
              autoComplete="off"
              disabled={busy}
            />
            <p className="text-xs text-gray-500">
              An app password lets Uplift post for you without your account password, and you can revoke it at any time.{' '}
              <a
                href="https://bsky.app/settings/app-passwords"
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-0.5 font-medium text-brand-600 hover:underline"
              >
                Create one in Bluesky’s settings
                <ExternalLink className="size-3" aria-hidden />
              </a>
            </p>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-xs font-medium text-gray-600">Account on your own server?</summary>
            <div className="mt-2 space-y-1.5">
              <Label htmlFor={`${id}-service`}>Server address (optional)</Label>
              <Input
                id={`${id}-service`}
                value={fields.service}
                onChange={(event) => set({ service: event.target.value })}
                placeholder="bsky.social"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                disabled={busy}
              />
              <p className="text-xs text-gray-500">Only for an account on a self-hosted PDS; leave it empty for a bsky.social account.</p>
            </div>
          </details>
        </>
      )}
      {network.connectWith === 'oauth' && (
        <p className="text-sm text-gray-600">You approve Uplift on {network.label}, then come back here.</p>
      )}
      {!network.publishes && (
        <p className="text-xs text-gray-500">
          Uplift connects and syncs {network.label} accounts; posting to {network.label} comes later.
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Connecting…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
