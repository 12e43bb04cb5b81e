import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { socialMessages, socialNetworkLabels, socialNetworks } from '@/shared/social/social';
import { toast } from '@/web/lib/toast';

const isNetwork = (value: string): value is (typeof socialNetworks)[number] => (socialNetworks as readonly string[]).includes(value);

/**
 * Back from approving Uplift on a network: the server sent the browser to /social?connected=<network>
 * or ?connectError=<message>. Says how it went once, then drops the parameter so a reload does not repeat it.
 */
export function useConnectReturn() {
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  const connectError = params.get('connectError');

  useEffect(() => {
    if (connected === null && connectError === null) return;
    // Fixed ids: React's development double effects update the same toast instead of adding a second.
    if (connected !== null) {
      const label = isNetwork(connected) ? socialNetworkLabels[connected] : 'Social';
      toast.success(socialMessages.accountConnected(label), { id: 'social-connected' });
    }
    if (connectError !== null)
      toast.error(socialMessages.connectFailed, { id: 'social-connect-error', description: connectError || undefined });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        next.delete('connectError');
        return next;
      },
      { replace: true },
    );
  }, [connected, connectError, setParams]);
}
