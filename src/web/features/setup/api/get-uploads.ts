import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadBatch } from '@/shared/setup/setup';
import { api } from '@/web/lib/api-client';

export const uploadsQueryOptions = queryOptions({
  queryKey: ['setup-uploads'],
  queryFn: async () => (await api.get<{ batches: UploadBatch[] }>('/api/setup/uploads')).batches,
});

export function useUploads() {
  return useQuery(uploadsQueryOptions);
}
