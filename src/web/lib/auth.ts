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

export interface AuthResult {
  token: string | null;
  user: { id: string; email: string };
}

export function signIn(email: string, password: string) {
  return api.post<AuthResult>('/api/auth/sign-in/email', { email, password });
}

export function signUp(email: string, password: string) {
  return api.post<AuthResult>('/api/auth/sign-up/email', { email, password, name: '', callbackURL: '/dashboard' });
}

export function signOut() {
  return api.post<{ success: boolean }>('/api/auth/sign-out');
}
