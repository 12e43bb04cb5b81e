import { api } from '@/web/lib/api-client';

/** The second step of a sign-in that asked for one: a code from the app, or a backup code. */
export function verifySignInCode(code: string, trustDevice: boolean, kind: 'app' | 'backup') {
  const path = kind === 'app' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return api.post<unknown>(path, { code, trustDevice });
}
