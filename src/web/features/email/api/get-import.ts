import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ImportRun } from '@/shared/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath, invalidateAudience } from './email-keys';

const isRunning = (run: ImportRun | undefined) => run?.status === 'queued' || run?.status === 'running';

export const importRunQueryOptions = (id: string) =>
  queryOptions({
    queryKey: emailKeys.importRun(id),
    queryFn: () => api.get<ImportRun>(idPath('imports', id)),
    // Asked every second while the server works through the file.
    refetchInterval: (query) => (query.state.data === undefined || isRunning(query.state.data) ? 1_000 : false),
  });

/** An import under way, followed until it is done; then the lists and counts show the new subscribers. */
export function useImportRun(id: string, initial: ImportRun) {
  const queryClient = useQueryClient();
  const run = useQuery({ ...importRunQueryOptions(id), initialData: initial });
  const finished = run.data !== undefined && !isRunning(run.data);
  useEffect(() => {
    if (finished) void invalidateAudience(queryClient);
  }, [finished, queryClient]);
  return run;
}
