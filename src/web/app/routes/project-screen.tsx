import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { projectsQueryOptions } from '@/web/projects/api/get-projects';
import { useCurrentProject } from '@/web/projects/use-current-project';
import type { ProjectScreenProps } from '@/web/lib/web-module';

/**
 * A screen that works on the current project: the app resolves the project (the header's choice,
 * web/projects/) and hands it over, so the area neither looks it up nor follows the header itself. The
 * screen shows its own loading and no-project states from `projectPending` and a null `project`.
 */
export function ProjectScreen({ screen: Screen }: { screen: ComponentType<ProjectScreenProps> }) {
  const queryClient = useQueryClient();
  const { project, isPending } = useCurrentProject();
  return (
    <Screen
      project={project}
      projectPending={isPending}
      onProjectChanged={() => void queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey })}
    />
  );
}
