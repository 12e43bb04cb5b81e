import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingView } from '@/shared/branding';
import { ApiError } from '@/web/lib/api-client';
import { brandingQueryOptions } from './get-branding';

async function uploadLogo(file: File): Promise<BrandingView> {
  const form = new FormData();
  form.append('logo', file);
  const response = await fetch('/api/branding/logo', { method: 'POST', credentials: 'same-origin', body: form });
  const payload = (await response.json().catch(() => null)) as (BrandingView & { error?: { code?: string; message?: string } }) | null;
  if (!response.ok || !payload)
    throw new ApiError(response.status, payload?.error?.code ?? `HTTP_${response.status}`, payload?.error?.message ?? '');
  return payload;
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (view) => queryClient.setQueryData(brandingQueryOptions().queryKey, view),
  });
}
