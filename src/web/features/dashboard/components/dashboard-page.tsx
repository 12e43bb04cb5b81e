import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { dashboardMessages } from '@/shared/dashboard/dashboard';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import { usePermissions } from '@/web/lib/permissions';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import type { DashboardAction, DashboardButton, Loaded } from '@/web/lib/web-module';
import { canUseFeature } from '@/shared/feature-catalogue';
import { useCustomDashboard } from '../api/get-custom-dashboard';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useRecentEvents } from '../api/get-recent-events';
import { ContentTable } from './content-table';
import { CustomizeButton } from './customize-button';
import { DashboardHeading } from './dashboard-heading';
import { MetricCards } from './metric-cards';
import { customDashboardLabels } from '../labels';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { DashboardStatTiles } from './dashboard-stat-tiles';
import { WelcomeBanner } from './welcome-banner';

/**
 * /dashboard. The parts other areas own come from their modules: `actions` (the campaigns' Email
 * Campaign, which opens its creator in place) and `buttons` (the sample workspace's Load button).
 */
export function DashboardPage({
  actions,
  buttons,
}: {
  actions: readonly Loaded<DashboardAction>[];
  buttons: readonly Loaded<DashboardButton>[];
}) {
  const { data: user } = useUser();
  // Viewers see the figures but none of the actions, all of which create something.
  const { canEdit } = usePermissions();
  const summary = useDashboardSummary();
  const events = useRecentEvents();
  // The user's own cards take the stat tiles' place (Enterprise); everyone else keeps the default figures.
  const custom = useCustomDashboard(user ? canUseFeature(user.plan, 'custom_dashboards') : false);
  const cards = custom.data?.cards;
  // The contributed action whose dialog is open.
  const [openAction, setOpenAction] = useState<string | null>(null);
  const failed = summary.isError || events.isError;

  useFailureToast(failed, dashboardMessages.loadFailed);

  const totals = summary.data?.totals;
  const firstVisit = totals !== undefined && totals.projects === 0 && totals.content === 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <DashboardHeading
        userName={user?.name ?? 'there'}
        actions={
          <>
            {canEdit && totals !== undefined && !firstVisit && buttons.map(({ id, Component }) => <Component key={id} />)}
            <CustomizeButton dashboard={custom.data} />
            <Link to={paths.analytics} className={buttonVariants({ variant: 'outline' })}>
              <BarChart3 /> {dashboardMessages.viewAnalytics}
            </Link>
          </>
        }
      />
      {canEdit && firstVisit && <WelcomeBanner buttons={buttons} />}
      {summary.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">{dashboardMessages.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : cards ? (
        <MetricCards cards={cards} label={customDashboardLabels.cardsHeading} />
      ) : (
        <DashboardStatTiles summary={summary.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity events={events} className={canEdit ? 'lg:col-span-2' : 'lg:col-span-3'} />
        {canEdit && <QuickActions contributed={actions} onOpen={setOpenAction} />}
      </div>
      {!summary.isError && <ContentTable rows={summary.data?.recentContent} />}
      {canEdit &&
        actions.map(({ id, Component }) => (
          <Component key={id} open={openAction === id} onOpenChange={(open) => setOpenAction(open ? id : null)} />
        ))}
    </div>
  );
}
