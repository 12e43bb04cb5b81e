import { api } from '@/web/lib/api-client';

/** What better-auth answers a sign-in or sign-up with; no token means no session yet. */
export interface AuthResult {
  token: string | null;
  user: { id: string; email: string };
}

export function signIn(email: string, password: string) {
  return api.post<AuthResult>('/api/auth/sign-in/email', { email, password });
}
