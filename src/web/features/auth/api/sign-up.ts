import { api } from '@/web/lib/api-client';
import type { AuthResult } from './sign-in';

export function signUp(email: string, password: string) {
  return api.post<AuthResult>('/api/auth/sign-up/email', { email, password, name: '', callbackURL: '/dashboard' });
}
