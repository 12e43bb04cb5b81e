import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/web/lib/api-client';

/** Query keys of the workspace's email marketing. */
export const emailKeys = {
  all: ['email'] as const,
  overview: () => [...emailKeys.all, 'overview'] as const,
  lists: () => [...emailKeys.all, 'lists'] as const,
  subscribers: () => [...emailKeys.all, 'subscribers'] as const,
  subscriberPage: (query: string) => [...emailKeys.subscribers(), query] as const,
  segments: () => [...emailKeys.all, 'segments'] as const,
  templates: () => [...emailKeys.all, 'templates'] as const,
  campaigns: () => [...emailKeys.all, 'campaigns'] as const,
  campaign: (id: string) => [...emailKeys.campaigns(), id] as const,
  settings: () => [...emailKeys.all, 'settings'] as const,
  senderSmtp: () => [...emailKeys.all, 'sender-smtp'] as const,
  automations: () => [...emailKeys.all, 'automations'] as const,
  importRun: (id: string) => [...emailKeys.all, 'imports', id] as const,
};

export const emailPath = (rest: string) => `/api/email/${rest}`;
export const idPath = (resource: string, id: string, action?: string) =>
  emailPath(`${resource}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);

/** A refusal answers the same the second time: only failures of the server are asked again. */
export const retryFailuresOnce = (failures: number, error: unknown) => failures < 1 && !(error instanceof ApiError && error.status < 500);

/**
 * Who is on which list changed (a subscriber added, removed or imported, a list changed): the counts on
 * lists, segments, the subscriber table and the tiles all move, and a newcomer starts the list's automations.
 */
export function invalidateAudience(queryClient: QueryClient) {
  return Promise.all(
    [emailKeys.lists(), emailKeys.subscribers(), emailKeys.segments(), emailKeys.overview(), emailKeys.automations()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** A campaign changed: the table and the tiles follow. */
export function invalidateCampaigns(queryClient: QueryClient) {
  return Promise.all([emailKeys.campaigns(), emailKeys.overview()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
