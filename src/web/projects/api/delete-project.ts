import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

const deleteProject = (id: string) => api.delete<null>(`/api/projects/${encodeURIComponent(id)}`);

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    // A removed project frees room in the usage meters ('me') and lowers the dashboard's total.
    onSuccess: () => Promise.all([['projects'], ['me'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
