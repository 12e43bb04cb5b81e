import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingView } from '@/shared/branding';
import { api } from '@/web/lib/api-client';
import { brandingQueryOptions } from './get-branding';

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<BrandingView>('/api/branding/logo'),
    onSuccess: (view) => queryClient.setQueryData(brandingQueryOptions().queryKey, view),
  });
}
