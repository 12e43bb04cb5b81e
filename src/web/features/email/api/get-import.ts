import { useQueryClient } from '@tanstack/react-query';
import type { ImportRun } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { trackedJobQueryOptions, useTrackedJob } from '@/web/lib/use-tracked-job';
import { emailKeys, idPath, invalidateAudience } from './email-keys';

/** An import, asked every second while the server works through the file. */
const importRunQueryOptions = (id: string) =>
  trackedJobQueryOptions({ queryKey: emailKeys.importRun(id), fetchJob: () => api.get<ImportRun>(idPath('imports', id)) });

/** An import under way, followed until it is done; then the lists and counts show the new subscribers. */
export function useImportRun(started: ImportRun) {
  const queryClient = useQueryClient();
  return useTrackedJob(importRunQueryOptions(started.id), { initialData: started, onEnd: () => void invalidateAudience(queryClient) });
}
