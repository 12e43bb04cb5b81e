import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientUser } from '@/shared/user';
import { ApiError, api } from './api-client';

/** The signed-in user, or null when there is no session. */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<ClientUser | null> => {
    try {
      return await api.get<ClientUser>('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useUser() {
  return useQuery(meQueryOptions);
}

export function signOut() {
  return api.post<{ success: boolean }>('/api/auth/sign-out');
}
