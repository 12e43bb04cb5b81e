import { api } from '@/web/lib/api-client';

/** What better-auth answers a sign-in or sign-up with; no token means no session yet. */
export interface AuthResult {
  token: string | null;
  user: { id: string; email: string };
}

/** A sign-in of an account with two-factor sign-in on: no session until the code is given. */
export interface SecondFactorRequired {
  twoFactorRedirect: true;
}

export function signIn(email: string, password: string) {
  return api.post<AuthResult | SecondFactorRequired>('/api/auth/sign-in/email', { email, password });
}

export function needsSecondFactor(result: AuthResult | SecondFactorRequired): result is SecondFactorRequired {
  return 'twoFactorRedirect' in result && result.twoFactorRedirect === true;
}
