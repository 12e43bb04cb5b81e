import type { WorkspaceSummary } from '@/shared/workspaces';
import { api } from '@/web/lib/api-client';

/** Creates the user's Sample workspace (or finds it) and makes it current. */
export function loadSampleWorkspace() {
  return api.post<{ workspace: WorkspaceSummary }>('/api/workspaces/sample');
}
