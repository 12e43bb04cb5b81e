import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Project } from '@/shared/projects';
import { storeProjectId, storedProjectId } from '@/web/lib/current-project-storage';
import { projectsQueryOptions, useProjects } from './api/get-projects';
import { chooseCurrentProject } from './current-project';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab's choice arrives as a storage event.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function selectCurrentProject(id: string) {
  storeProjectId(id);
  for (const listener of listeners) listener();
}

/** The current project as a screen's loader reads it (its prefetch), before anything has mounted. */
export async function ensureCurrentProject(queryClient: QueryClient): Promise<Project | null> {
  return chooseCurrentProject(await queryClient.ensureQueryData(projectsQueryOptions), storedProjectId());
}

/** The project the user works in, shared by every screen and kept across reloads. */
export function useCurrentProject() {
  const projects = useProjects();
  const storedId = useSyncExternalStore(subscribe, storedProjectId);
  const list = projects.data ?? [];
  return {
    project: chooseCurrentProject(list, storedId),
    projects: list,
    isPending: projects.isPending,
    select: selectCurrentProject,
  };
}
