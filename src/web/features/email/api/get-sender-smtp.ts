import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SenderSmtpStatus } from '@/shared/email/sender-smtp';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const senderSmtpQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.senderSmtp(),
    queryFn: () => api.get<SenderSmtpStatus>(emailPath('sender-smtp')),
    retry: retryFailuresOnce,
  });

/** The workspace's own sending server, or null while it sends through Uplift's. */
export function useSenderSmtp() {
  return useQuery(senderSmtpQueryOptions());
}
