import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { searchConsoleMessages } from '@/shared/seo/search-console';
import { toast } from '@/web/lib/toast';
import { readSearchConsoleReturn, withoutSearchConsoleReturn } from './search-console-return';

/**
 * Back from Google's consent page: the server sent the browser to /seo?tab=keywords&searchConsole=connected
 * or =failed with a reason. Says how it went once, then drops the parameters so a reload does not repeat it.
 */
export function useSearchConsoleReturn() {
  const [params, setParams] = useSearchParams();
  const back = readSearchConsoleReturn(params);
  const outcome = back?.outcome ?? null;
  const reason = back?.outcome === 'failed' ? back.reason : null;

  useEffect(() => {
    if (outcome === null) return;
    // Fixed ids: React's development double effects update the same toast instead of adding a second.
    if (outcome === 'connected') toast.success(searchConsoleMessages.connected, { id: 'search-console-connected' });
    else toast.error(searchConsoleMessages.connectFailed, { id: 'search-console-failed', description: reason ?? undefined });
    setParams((current) => withoutSearchConsoleReturn(current), { replace: true });
  }, [outcome, reason, setParams]);
}
