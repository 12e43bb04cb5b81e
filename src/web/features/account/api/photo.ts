import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';

async function uploadPhoto(file: File): Promise<{ image: string }> {
  const form = new FormData();
  form.append('photo', file);
  const response = await fetch('/api/account/photo', { method: 'POST', credentials: 'same-origin', body: form });
  const payload = (await response.json().catch(() => null)) as { image?: string; error?: { code?: string; message?: string } } | null;
  if (!response.ok) throw new ApiError(response.status, payload?.error?.code ?? `HTTP_${response.status}`, payload?.error?.message ?? '');
  return { image: payload?.image ?? '' };
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ image: null }>('/api/account/photo'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
