import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/web/lib/auth';

/** Query keys of the workspace's Social Engine. */
export const socialKeys = {
  all: ['social'] as const,
  networks: () => [...socialKeys.all, 'networks'] as const,
  accounts: () => [...socialKeys.all, 'accounts'] as const,
  posts: () => [...socialKeys.all, 'posts'] as const,
  /** Below posts(), so whatever refreshes the posts refreshes these too. */
  scheduledPosts: () => [...socialKeys.posts(), 'scheduled'] as const,
  engagement: () => [...socialKeys.all, 'engagement'] as const,
  analytics: (days?: number) =>
    days === undefined ? ([...socialKeys.all, 'analytics'] as const) : ([...socialKeys.all, 'analytics', days] as const),
  bestTimes: (timeZone?: string) =>
    timeZone === undefined ? ([...socialKeys.all, 'best-times'] as const) : ([...socialKeys.all, 'best-times', timeZone] as const),
  composeContent: (contentId: string) => [...socialKeys.all, 'compose', contentId] as const,
  /** A mutation key: the images and videos being uploaded. */
  mediaUploads: () => [...socialKeys.all, 'media-upload'] as const,
};

export const socialPath = (rest: string) => `/api/social/${rest}`;
export const idPath = (resource: 'accounts' | 'posts', id: string, action?: string) =>
  socialPath(`${resource}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);

/** The accounts changed: their cards follow, and so does the usage meter of social accounts. */
export function invalidateAccounts(queryClient: QueryClient) {
  return Promise.all([socialKeys.accounts(), meQueryOptions.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The posts changed: their lists follow, and so does the meter of this month's social posts. */
export function invalidatePosts(queryClient: QueryClient) {
  return Promise.all([socialKeys.posts(), meQueryOptions.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
