import type { Project } from '@/shared/projects';

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
