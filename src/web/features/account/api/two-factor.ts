import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Step one: a secret for the app and backup codes; two-factor sign-in is not on until a code is confirmed. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => api.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password }),
  });
}

function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
}

/** Step two: the app's first code turns it on. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (code: string) => api.post<unknown>('/api/auth/two-factor/verify-totp', { code }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => api.post<{ status: boolean }>('/api/auth/two-factor/disable', body),
    onSuccess: refresh,
  });
}

export function useNewBackupCodes() {
  return useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', body),
  });
}
