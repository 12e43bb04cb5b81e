import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** The server ends every other session of the account as it changes the password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<{ token: string | null }>('/api/auth/change-password', body),
  });
}
