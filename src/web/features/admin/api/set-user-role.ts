import { api } from '@/web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@/shared/admin/admin';

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AdminUser['role'] }) =>
      api.put<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
