import { CreateCampaignDialog } from '@/web/features/campaigns/components/create-campaign-dialog';
import { DashboardPage } from '@/web/features/dashboard/components/dashboard-page';
import { LoadSampleWorkspaceButton } from '@/web/features/workspaces/components/load-sample-workspace-button';

// The route joins the features, so the dashboard, campaigns and workspaces stay independent.
export function DashboardRoute() {
  return <DashboardPage CampaignCreator={CreateCampaignDialog} SampleWorkspaceButton={LoadSampleWorkspaceButton} />;
}
