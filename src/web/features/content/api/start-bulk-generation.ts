import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkGenerateInput, type BulkGeneration, bulkGenerateSchema } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { bulkGenerationQueryOptions } from './get-bulk-generation';

export { bulkGenerateSchema };

export const startBulkGeneration = (input: BulkGenerateInput) => api.post<BulkGeneration>('/api/content/bulk', input);

export function useStartBulkGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBulkGeneration,
    onSuccess: (job) => queryClient.setQueryData(bulkGenerationQueryOptions(job.id).queryKey, job),
  });
}
