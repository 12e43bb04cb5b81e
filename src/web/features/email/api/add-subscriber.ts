import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Subscriber, type SubscriberInput, subscriberInputSchema } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailPath, invalidateAudience } from './email-keys';

export const addSubscriberSchema = subscriberInputSchema;

export function addSubscriber(input: SubscriberInput) {
  return api.post<Subscriber>(emailPath('subscribers'), input);
}

/** Adds one subscriber by hand (consent is the user's to have). */
export function useAddSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSubscriber, onSuccess: () => invalidateAudience(queryClient) });
}
