import { useMutation } from '@tanstack/react-query';
import { workspaceMessages } from '@/shared/workspaces';
import { toast } from '@/web/lib/toast';
import { loadSampleWorkspace } from '../api/load-sample-workspace';
import { useApplyWorkspaceChange } from '@/web/lib/workspace-change';

/**
 * Loads (or returns to) the Sample workspace, with the toasts every entry point shows. The toasts
 * belong to the mutation rather than to one call: the dashboard button that started it is gone by
 * the time the sample's figures have arrived.
 */
export function useLoadSample() {
  const applyChange = useApplyWorkspaceChange();
  const mutation = useMutation({
    mutationFn: loadSampleWorkspace,
    onSuccess: async () => {
      await applyChange();
      toast.success(workspaceMessages.sampleLoaded);
    },
    onError: (error) => toast.error(error.message || workspaceMessages.loadSampleFailed),
  });
  return { load: () => mutation.mutate(), isPending: mutation.isPending };
}
