import { useMutation } from '@tanstack/react-query';
import { checkoutReturnPaths, type PortalResponse } from '@/shared/billing';
import { api } from '@/web/lib/api-client';

export function createPortalSession(): Promise<PortalResponse> {
  return api.post<PortalResponse>('/api/billing/portal', { returnUrl: checkoutReturnPaths.portal });
}

export function useCreatePortalSession() {
  return useMutation({ mutationFn: createPortalSession });
}
