import { Loader2, RefreshCw, RefreshCcw, Trash2, Unplug } from 'lucide-react';
import { useState } from 'react';
import { type SocialAccount, socialMessages, socialNetworkLabels } from '@/shared/social/social';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { toast } from '@/web/lib/toast';
import { useDisconnectAccount } from '../api/disconnect-account';
import { useReconnectAccount } from '../api/reconnect-account';
import { useRemoveAccount } from '../api/remove-account';
import { useSyncAccount } from '../api/sync-account';
import { socialLabels } from '../labels';
import { accountName, lastSyncText } from '../post-format';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { NetworkMark } from './network-mark';

/** An account: who it is, whether Uplift may post to it and why not, and Sync now, Disconnect, Reconnect or Remove. */
export function AccountCard({ account, canEdit }: { account: SocialAccount; canEdit: boolean }) {
  const label = socialNetworkLabels[account.network];
  const connected = account.status === 'Connected';
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="social-account">
      <div className="flex items-center gap-3">
        <NetworkMark network={account.network} />
        <p className="min-w-0 flex-1 truncate font-medium text-gray-700">{label}</p>
        <Badge tone={connected ? 'green' : 'red'}>{account.status}</Badge>
      </div>
      <div className="min-w-0">
        <p className="break-all font-semibold text-gray-900">
          {account.profileUrl ? (
            <a href={account.profileUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {accountName(account)}
            </a>
          ) : (
            accountName(account)
          )}
        </p>
        {account.displayName && account.displayName !== accountName(account).replace(/^@/, '') && (
          <p className="truncate text-sm text-gray-600">{account.displayName}</p>
        )}
      </div>
      {!connected && account.statusReason && <p className="text-sm text-red-700">{account.statusReason}</p>}
      {!account.publishes && connected && (
        <p className="text-xs text-gray-500">Uplift syncs this account; posting to {label} comes later.</p>
      )}
      <p className="text-xs text-gray-500">Last sync: {lastSyncText(account)}</p>
      {canEdit && <AccountActions account={account} label={label} />}
    </Card>
  );
}

function AccountActions({ account, label }: { account: SocialAccount; label: string }) {
  const disconnect = useDisconnectAccount();
  const reconnect = useReconnectAccount();
  const remove = useRemoveAccount();
  const sync = useSyncAccount();
  const reportFailure = useActionFailureToast({ reasonBelow: true });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const name = `${label} ${accountName(account)}`;
  const busy = disconnect.isPending || reconnect.isPending || sync.isPending || leaving;

  function onReconnect() {
    reconnect.mutate(account.id, {
      onSuccess: (result) => {
        if ('redirectUrl' in result) {
          // The network asks its user to approve Uplift again, then sends the browser back to /social.
          setLeaving(true);
          window.location.assign(result.redirectUrl);
        } else toast.success(socialMessages.accountReconnected);
      },
      onError: (error) => reportFailure(error, socialMessages.reconnectFailed),
    });
  }

  if (account.status === 'Connected') {
    return (
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Sync now: ${name}`}
          disabled={busy}
          onClick={() =>
            sync.mutate(account.id, {
              onSuccess: () => toast.success(socialLabels.syncStarted),
              onError: (error) => reportFailure(error, socialMessages.syncFailed),
            })
          }
        >
          {sync.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCcw aria-hidden />}
          Sync now
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Disconnect ${name}`}
          disabled={busy}
          onClick={() =>
            disconnect.mutate(account.id, {
              onSuccess: () => toast.success(socialMessages.accountDisconnected),
              onError: (error) => reportFailure(error, socialMessages.disconnectFailed),
            })
          }
        >
          <Unplug aria-hidden />
          Disconnect
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-auto flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={`Reconnect ${name}`} disabled={busy} onClick={onReconnect}>
        <RefreshCw aria-hidden />
        Reconnect
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove ${name}`}
        disabled={busy}
        onClick={() => setConfirmRemove(true)}
        className="text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden />
        Remove
      </Button>
      {confirmRemove && (
        <ConfirmDialog
          title="Remove account?"
          text={`${name} will be removed from Uplift. You can connect it again later.`}
          confirmLabel="Remove account"
          pending={remove.isPending}
          onClose={() => setConfirmRemove(false)}
          onConfirm={() =>
            // Awaited rather than a mutate callback: the card leaves the list once it refreshes.
            remove.mutateAsync(account.id).then(
              () => toast.success(socialMessages.accountRemoved),
              (error: unknown) => {
                setConfirmRemove(false);
                reportFailure(error, socialMessages.removeFailed);
              },
            )
          }
        />
      )}
    </div>
  );
}
