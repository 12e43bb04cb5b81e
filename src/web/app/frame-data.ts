import type { QueryClient } from '@tanstack/react-query';
import { projectsPath, projectsQueryOptions } from '@/web/projects/api/get-projects';
import type { Screen } from '@/web/lib/web-module';
import { contributions } from './modules';

/**
 * What the signed-in frame reads before its first paint, once the session is known: the projects (the
 * header's project selector, and every screen that works on the current project, start from them)
 * and what the banners need, so no banner appears above a screen already shown and pushes it down.
 */
export function prefetchFrameData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(projectsQueryOptions),
    ...contributions.frameBanners.map((banner) => banner.prefetch?.(queryClient)),
  ]);
}

/** The API addresses a screen's first visit reads before it shows: the frame's, then its own (`Screen.firstReads`). */
export function firstReadsOf(screen: Screen): string[] {
  return [projectsPath, ...contributions.frameBanners.flatMap((banner) => banner.firstReads ?? []), ...(screen.firstReads ?? [])];
}
