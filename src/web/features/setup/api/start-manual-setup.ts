import { useMutation } from '@tanstack/react-query';
import type { AnalysisStatus } from '@/shared/setup/setup';
import { manualSetupSchema } from '@/shared/setup/schemas';
import { api } from '@/web/lib/api-client';

export { manualSetupSchema };

export interface ManualSetupInput {
  niche: string;
  keywords: string;
  competitors: string;
}

export function startManualSetup(input: ManualSetupInput) {
  return api.post<AnalysisStatus>('/api/setup/manual', input);
}

/** Manual setups are answered at once (status done), so nothing is polled. */
export function useStartManualSetup() {
  return useMutation({ mutationFn: startManualSetup });
}
