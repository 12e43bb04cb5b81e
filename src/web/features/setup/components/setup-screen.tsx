import { useCallback } from 'react';
import type { ProjectInput } from '@/shared/projects';
import { useCreateProject } from '@/web/projects/api/create-project';
import { selectCurrentProject } from '@/web/projects/use-current-project';
import { planLimitPromptFor } from '@/web/usage/components/plan-limit-prompt';
import { SetupPage } from './setup-page';

/**
 * /setup: Smart Setup saves through the core's projects (adding a project selects it) and shows the
 * core's upgrade prompt when the plan allows no more projects.
 */
export function SetupScreen() {
  const { mutateAsync: createProject } = useCreateProject();
  const saveProject = useCallback(
    async (input: ProjectInput) => {
      const project = await createProject(input);
      selectCurrentProject(project.id);
      return project;
    },
    [createProject],
  );
  return <SetupPage saveProject={saveProject} renderLimitPrompt={planLimitPromptFor} />;
}
