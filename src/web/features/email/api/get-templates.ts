import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.templates(),
    queryFn: async () => (await api.get<{ templates: EmailTemplate[] }>(emailPath('templates'))).templates,
    retry: retryFailuresOnce,
  });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
