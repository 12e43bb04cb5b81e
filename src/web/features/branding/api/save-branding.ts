import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingView } from '@/shared/branding';
import type { BrandingInput } from '@/shared/branding-schemas';
import { api } from '@/web/lib/api-client';
import { brandingQueryOptions } from './get-branding';

export { brandingSchema } from '@/shared/branding-schemas';

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingInput) => api.put<BrandingView>('/api/branding', input),
    onSuccess: (view) => queryClient.setQueryData(brandingQueryOptions().queryKey, view),
  });
}
