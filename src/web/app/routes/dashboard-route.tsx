import { CreateCampaignDialog } from '@/web/features/campaigns/components/create-campaign-dialog';
import { DashboardPage } from '@/web/features/dashboard/components/dashboard-page';

// The route joins the two features, so the dashboard and campaigns stay independent of each other.
export function DashboardRoute() {
  return <DashboardPage CampaignCreator={CreateCampaignDialog} />;
}
