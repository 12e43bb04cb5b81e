import { AnalyticsPage } from '@/web/features/analytics/components/analytics-page';
import { useCurrentProject } from '@/web/features/projects/use-current-project';

// The route joins the two features: the report is the current project's.
export function AnalyticsRoute() {
  const { project, isPending } = useCurrentProject();
  return <AnalyticsPage projectId={project?.id} projectPending={isPending} />;
}
