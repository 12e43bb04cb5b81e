import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailList } from '@/shared/email/email';
import { type Workflow, type WorkflowKind, workflowMessages, workflowNames } from '@/shared/integrations/workflows';
import type { SocialAccount } from '@/shared/social/social';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { integrationsKeys } from './integrations-keys';

const workflowsKey = [...integrationsKeys.all, 'workflows'] as const;

/** The workflow cards with their latest runs. */
export const workflowsQueryOptions = queryOptions({
  queryKey: workflowsKey,
  queryFn: async () => (await api.get<{ workflows: Workflow[] }>('/api/integrations/workflows')).workflows,
  retry: retryFailuresOnce,
  staleTime: prefetchedFreshMs,
});

/** The workflow cards, read again every few seconds while a run is under way. */
export function useWorkflows() {
  return useQuery({
    ...workflowsQueryOptions,
    refetchInterval: (query) => (query.state.data?.some((workflow) => workflow.runs[0]?.status === 'running') ? 3000 : 15_000),
  });
}

/** Turns a workflow on with its settings, or off. */
export function useUpdateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, active, settings }: { kind: WorkflowKind; active: boolean; settings: unknown }) =>
      api.put<Workflow>(`/api/integrations/workflows/${kind}`, { active, settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}

/** A settings dialog's Save: turns the workflow on with them, says so, and closes; a refusal is told as the screen tells any. */
export function useActivateWorkflow(workflow: Workflow, onClose: () => void) {
  const update = useUpdateWorkflow();
  const reportFailure = useActionFailureToast({ close: onClose });
  const activate = (settings: unknown) =>
    update.mutate(
      { kind: workflow.kind, active: true, settings },
      {
        onSuccess: () => {
          toast.success(workflowMessages.activated(workflowNames[workflow.kind]));
          onClose();
        },
        onError: (error) => reportFailure(error, workflowMessages.updateFailed),
      },
    );
  return { activate, pending: update.isPending };
}

/** The workspace's social accounts, for Blog to Social's choice. */
export function useSocialAccounts(enabled: boolean) {
  return useQuery({
    queryKey: [...integrationsKeys.all, 'social-accounts'],
    queryFn: async () => (await api.get<{ accounts: SocialAccount[] }>('/api/social/accounts')).accounts,
    enabled,
  });
}

/** The workspace's e-mail lists, for Lead to Email's choice. */
export function useEmailLists(enabled: boolean) {
  return useQuery({
    queryKey: [...integrationsKeys.all, 'email-lists'],
    queryFn: async () => (await api.get<{ lists: EmailList[] }>('/api/email/lists')).lists,
    enabled,
  });
}
