import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSettings } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const emailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.settings(),
    queryFn: () => api.get<EmailSettings>(emailPath('settings')),
    retry: retryFailuresOnce,
  });

/** Sender name, reply-to, postal address and the value of a conversion. */
export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions());
}
