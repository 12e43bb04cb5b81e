import { api } from '@/web/lib/api-client';
import type { AuthResult } from './sign-in';

/** `returnTo`: where the e-mail confirmation link leads when the address must be confirmed first. */
export function signUp(email: string, password: string, returnTo = '/dashboard') {
  return api.post<AuthResult>('/api/auth/sign-up/email', { email, password, name: '', callbackURL: returnTo });
}
