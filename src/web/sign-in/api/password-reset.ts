import { api } from '@/web/lib/api-client';

/** The server answers alike for any address, and mails a link only to an account's. */
export function requestPasswordReset(email: string) {
  return api.post<{ status: boolean }>('/api/auth/request-password-reset', { email });
}

export function resetPassword(token: string, newPassword: string) {
  return api.post<{ status: boolean }>('/api/auth/reset-password', { token, newPassword });
}
