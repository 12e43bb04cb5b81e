import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectInput } from '@/shared/projects';
import { api } from '@/web/lib/api-client';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) => api.post<Project>('/api/projects', input),
    // A new project changes the list, the usage meters ('me'), the dashboard's totals and its activity.
    onSuccess: () =>
      Promise.all([['projects'], ['me'], ['dashboard'], ['events']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
