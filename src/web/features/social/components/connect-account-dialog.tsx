import { useState } from 'react';
import type { SocialNetwork } from '@/shared/social/social';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { useNetworks } from '../api/get-networks';
import { ConnectNetworkForm } from './connect-network-form';
import { NetworkMark } from './network-mark';

/** Connect Social Account: pick a network, then what it needs (a server, a handle and app password, or its own approval page). */
export function ConnectAccountDialog({ onClose }: { onClose: () => void }) {
  const networks = useNetworks();
  const [chosen, setChosen] = useState<SocialNetwork | null>(null);
  const [busy, setBusy] = useState(false);
  const network = networks.data?.find((item) => item.id === chosen) ?? null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!busy}
      title="Connect Social Account"
      description="Uplift posts for the accounts you connect, at the times you choose."
      className="max-w-xl"
    >
      {networks.isPending ? (
        <div role="status" aria-label="Loading networks" className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : networks.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The networks could not be loaded. Please try again.
        </p>
      ) : (
        <div className="space-y-5">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-700">Network</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {networks.data.map((item) => (
                <label
                  key={item.id}
                  className={cn(
                    'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-gray-200 px-2 py-3 text-center text-sm font-medium text-gray-800 hover:bg-gray-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50',
                    !item.available && 'text-gray-500',
                  )}
                >
                  <input
                    type="radio"
                    name="social-network"
                    value={item.id}
                    checked={chosen === item.id}
                    disabled={busy}
                    onChange={() => setChosen(item.id)}
                    className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
                  />
                  <NetworkMark network={item.id} className={cn(!item.available && 'opacity-50')} />
                  {item.label}
                </label>
              ))}
            </div>
          </fieldset>
          {network ? (
            network.available ? (
              <ConnectNetworkForm key={network.id} network={network} onBusyChange={setBusy} onDone={onClose} />
            ) : (
              <p role="note" className="rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
                {network.unavailableReason ?? `${network.label} cannot be connected yet.`}
              </p>
            )
          ) : (
            <p className="text-sm text-gray-600">Choose the network of the account you want to connect.</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
