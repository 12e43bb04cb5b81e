import { type QueryClient, useQueryClient } from '@tanstack/react-query';
// The selected project belongs to the workspace being left.
import { forgetStoredProject } from '@/web/lib/current-project-storage';

/**
 * After the user's workspace changes, nothing read for the old one may show: every query starts over
 * (the user and the workspace list refresh in place, so the frame stays up) and the selected project
 * is forgotten.
 */
export async function applyWorkspaceChange(queryClient: QueryClient): Promise<void> {
  forgetStoredProject();
  const keepsFrame = (key: unknown) => key === 'me' || key === 'workspaces';
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => keepsFrame(query.queryKey[0]) }),
    queryClient.resetQueries({ predicate: (query) => !keepsFrame(query.queryKey[0]) }),
  ]);
}

export function useApplyWorkspaceChange() {
  const queryClient = useQueryClient();
  return () => applyWorkspaceChange(queryClient);
}
