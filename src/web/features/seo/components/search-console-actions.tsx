import { Lock } from 'lucide-react';
import { usageMessages } from '@/shared/messages';
import { rankMessages } from '@/shared/seo/ranks';
import { searchConsoleMessages } from '@/shared/seo/search-console';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useConnectSearchConsole } from '../api/connect-search-console';
import { useRefusalToast } from '../use-refusal-toast';

/** Starter: the Professional note, with the way to upgrade for those who may. */
export function ProfessionalNote({ canEdit }: { canEdit: boolean }) {
  const upgrade = useUpgrade();
  return (
    <div data-testid="search-console-locked" className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
      <Lock className="size-4 text-brand-600" aria-hidden />
      <span>{rankMessages.professionalOnly}</span>
      {canEdit && (
        <Button size="sm" onClick={upgrade}>
          {usageMessages.upgrade}
        </Button>
      )}
    </div>
  );
}

/** Connect (or Reconnect): the browser goes to Google's consent page and comes back to this tab. */
export function ConnectButton({ projectId, label, variant }: { projectId: string; label: string; variant?: 'outline' }) {
  const connect = useConnectSearchConsole();
  const refusal = useRefusalToast();
  // Once answered, the browser is on its way to Google: the button stays busy until it has gone.
  const busy = connect.isPending || connect.isSuccess;
  return (
    <Button
      variant={variant}
      onClick={() => connect.mutate({ projectId }, { onError: (error) => refusal(error, searchConsoleMessages.connectStartFailed) })}
      disabled={busy}
    >
      {busy && <Spinner className="size-4 border-2" />}
      {label}
    </Button>
  );
}
