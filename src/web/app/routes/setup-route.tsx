import { useCallback } from 'react';
import type { ProjectInput } from '@/shared/projects';
import { useCreateProject } from '@/web/features/projects/api/create-project';
import { selectCurrentProject } from '@/web/features/projects/use-current-project';
import { SetupPage } from '@/web/features/setup/components/setup-page';
import { PlanLimitPrompt } from '@/web/features/usage/components/plan-limit-prompt';
import { planLimitDetails } from '@/web/features/usage/plan-limit';

// The route joins the features: Smart Setup saves through the projects feature, which selects the new
// project (adding a project selects it), and the usage feature has the upgrade prompt.
function projectLimitPrompt(refusal: unknown) {
  const details = planLimitDetails(refusal);
  return details && <PlanLimitPrompt details={details} />;
}

export function SetupRoute() {
  const { mutateAsync: createProject } = useCreateProject();
  const saveProject = useCallback(
    async (input: ProjectInput) => {
      const project = await createProject(input);
      selectCurrentProject(project.id);
      return project;
    },
    [createProject],
  );
  return <SetupPage saveProject={saveProject} renderLimitPrompt={projectLimitPrompt} />;
}
