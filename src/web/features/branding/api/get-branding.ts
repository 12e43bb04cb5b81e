import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandingView } from '@/shared/branding';
import { api } from '@/web/lib/api-client';

export const brandingQueryOptions = () => queryOptions({ queryKey: ['branding'], queryFn: () => api.get<BrandingView>('/api/branding') });

/** The workspace's saved branding and whether its plan shows it. */
export function useBranding() {
  return useQuery(brandingQueryOptions());
}
