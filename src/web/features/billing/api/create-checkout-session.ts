import { useMutation } from '@tanstack/react-query';
import { type CheckoutInput, type CheckoutResponse, checkoutReturnPaths } from '@/shared/billing';
import { api } from '@/web/lib/api-client';

export function createCheckoutSession(priceId: string): Promise<CheckoutResponse> {
  const input: CheckoutInput = {
    priceId,
    successUrl: checkoutReturnPaths.success,
    cancelUrl: checkoutReturnPaths.cancel,
  };
  return api.post<CheckoutResponse>('/api/billing/checkout', input);
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
