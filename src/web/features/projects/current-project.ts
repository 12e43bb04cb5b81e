import type { Project } from '@/shared/projects';

/** The one localStorage key for the selected project (core §3: only currentProject persists locally). */
export const currentProjectKey = 'uplift.currentProjectId';

/**
 * The stored project while it still exists, else the newest one: the stored id may belong to a
 * deleted project or to another account that used this browser.
 */
export function chooseCurrentProject(projects: readonly Project[], storedId: string | null): Project | null {
  const stored = storedId ? projects.find((project) => project.id === storedId) : undefined;
  if (stored) return stored;
  let newest: Project | null = null;
  for (const project of projects) {
    if (!newest || project.createdAt > newest.createdAt) newest = project;
  }
  return newest;
}
