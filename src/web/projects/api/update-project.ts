import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectInput } from '@/shared/projects';
import { api } from '@/web/lib/api-client';

const updateProject = ({ id, input }: { id: string; input: ProjectInput }) =>
  api.put<Project>(`/api/projects/${encodeURIComponent(id)}`, input);

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    // Only the list shows a project's fields; counts and activity do not change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
