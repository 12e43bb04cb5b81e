import { ContentPage } from '@/web/features/content/components/content-page';
import { useCurrentProject } from '@/web/features/projects/use-current-project';

// The route joins the two features: ideas, insights and generations use the project the user works in.
export function ContentRoute() {
  const { project } = useCurrentProject();
  return <ContentPage projectId={project?.id} />;
}
