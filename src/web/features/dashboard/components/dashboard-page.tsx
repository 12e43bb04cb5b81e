import { BarChart3 } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { dashboardMessages } from '@/shared/dashboard/dashboard';
import type { Campaign } from '@/shared/projects';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import { usePermissions } from '@/web/lib/permissions';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useRecentEvents } from '../api/get-recent-events';
import { ContentTable } from './content-table';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { DashboardStatTiles } from './dashboard-stat-tiles';
import { type SampleWorkspaceButton, WelcomeBanner } from './welcome-banner';

export interface CampaignCreatorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultType?: Campaign['type'];
}

/**
 * /dashboard. The route passes the parts other features own: the campaigns feature's creator
 * for the Email Campaign action and the workspaces feature's sample button.
 */
export function DashboardPage({
  CampaignCreator,
  SampleWorkspaceButton,
}: {
  CampaignCreator: ComponentType<CampaignCreatorProps>;
  SampleWorkspaceButton: SampleWorkspaceButton;
}) {
  const { data: user } = useUser();
  // Viewers see the figures but none of the actions, all of which create something.
  const { canEdit } = usePermissions();
  const summary = useDashboardSummary();
  const events = useRecentEvents();
  const [creatingCampaign, setCreatingCampaign] = useState(false);
  const failed = summary.isError || events.isError;

  useFailureToast(failed, dashboardMessages.loadFailed);

  const totals = summary.data?.totals;
  const firstVisit = totals !== undefined && totals.projects === 0 && totals.content === 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {/* The heading names the screen, as on every other screen; the welcome is its headline. */}
          <h1 className="text-sm font-medium text-brand-600">Dashboard</h1>
          <p className="text-2xl font-bold text-gray-900">Welcome back, {user?.name ?? 'there'}!</p>
          <p className="text-gray-600">Here's how your marketing is doing.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit && totals !== undefined && !firstVisit && <SampleWorkspaceButton />}
          <Link to={paths.analytics} className={buttonVariants({ variant: 'outline' })}>
            <BarChart3 /> {dashboardMessages.viewAnalytics}
          </Link>
        </div>
      </div>
      {canEdit && firstVisit && <WelcomeBanner SampleWorkspaceButton={SampleWorkspaceButton} />}
      {summary.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">{dashboardMessages.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DashboardStatTiles summary={summary.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity events={events} className={canEdit ? 'lg:col-span-2' : 'lg:col-span-3'} />
        {canEdit && <QuickActions onEmailCampaign={() => setCreatingCampaign(true)} />}
      </div>
      {!summary.isError && <ContentTable rows={summary.data?.recentContent} />}
      {canEdit && <CampaignCreator open={creatingCampaign} onOpenChange={setCreatingCampaign} defaultType="email" />}
    </div>
  );
}
