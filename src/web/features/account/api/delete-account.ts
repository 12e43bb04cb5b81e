import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => api.post<{ ok: true }>('/api/account/delete', { password }) });
}

export const exportUrl = (format: 'json' | 'csv') => `/api/account/export?format=${format}`;
