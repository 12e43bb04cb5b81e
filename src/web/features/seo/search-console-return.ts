import { searchConsoleMessages, searchConsoleReturn } from '@/shared/seo/search-console';

/** The reasons Uplift itself writes: any other text in the address is someone else's, and is not shown. */
const knownReasons = new Set(
  (Object.values(searchConsoleMessages) as unknown[]).filter((value): value is string => typeof value === 'string'),
);

export type SearchConsoleReturn = { outcome: 'connected' } | { outcome: 'failed'; reason: string | null };

/** What /seo's address says after Google's consent page (?searchConsole=connected, or failed with a reason); null otherwise. */
export function readSearchConsoleReturn(params: URLSearchParams): SearchConsoleReturn | null {
  const value = params.get(searchConsoleReturn.param);
  if (value === searchConsoleReturn.connected) return { outcome: 'connected' };
  if (value === searchConsoleReturn.failed) {
    const reason = params.get(searchConsoleReturn.reasonParam);
    return { outcome: 'failed', reason: reason && knownReasons.has(reason) ? reason : null };
  }
  return null;
}

/** The address's other parameters (the tab stays), so a reload does not say it again. */
export function withoutSearchConsoleReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(searchConsoleReturn.param);
  next.delete(searchConsoleReturn.reasonParam);
  return next;
}
