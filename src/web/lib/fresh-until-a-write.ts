import { prefetchedFreshMs } from './web-module';

let lastWriteAt = 0;

/** The query client calls this after each write the app makes (app/query-client.ts). */
export function noteWrite(): void {
  lastWriteAt = Date.now();
}

/**
 * The `staleTime` of a loader's read that almost any write changes (the dashboard's figures, the
 * activity log): fresh for `prefetchedFreshMs` after it was fetched, as the screen mounts what its
 * loader has just read, but stale as soon as the app has written since, so a return to the screen
 * reads it again.
 */
export function freshUntilAWrite(query: { state: { dataUpdatedAt: number } }): number {
  return query.state.dataUpdatedAt > lastWriteAt ? prefetchedFreshMs : 0;
}
