import { useQuery } from '@tanstack/react-query';
import type { StudioTemplate } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { studioKeys, studioPath } from './studio-keys';

/** The four templates, with how often this workspace used each. */
export function useTemplates() {
  return useQuery({
    queryKey: studioKeys.templates(),
    queryFn: async () => (await api.get<{ templates: StudioTemplate[] }>(studioPath('templates'))).templates,
    retry: retryFailuresOnce,
  });
}
