import { LayoutDashboard } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { usageKeys } from '@/shared/user';
import { onDemand } from '@/web/components/on-demand';
import { paths } from '@/web/config/paths';
import { type DialogProps, type WebModule, loadContributions } from '@/web/lib/web-module';
import { DashboardHeading } from './components/dashboard-heading';

/**
 * A contributed action's dialog, loaded when the action is first chosen: its form (react-hook-form,
 * ≈15 KB gzipped) is no part of the dashboard's first load.
 */
function dialogOnDemand(load: () => Promise<ComponentType<DialogProps>>): ComponentType<DialogProps> {
  const Dialog = onDemand(load);
  return function DialogOnDemand(props: DialogProps) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Dialog {...props} /> : null;
  };
}

/**
 * /dashboard: with the actions and buttons other modules contribute (`dashboardActions`, `dashboardButtons`),
 * and a custom dashboard's read-only page, public behind its signed link (ADR 039).
 */
export const dashboardModule: WebModule = {
  publicScreens: [
    { path: '/shared-dashboard/:token', load: async () => (await import('./components/shared-dashboard-page')).SharedDashboardPage },
  ],
  screens: [
    {
      path: paths.dashboard,
      title: 'Dashboard',
      description: 'Your projects, content, campaigns and latest activity at a glance.',
      shell: 'centred',
      shellHeading: DashboardHeading,
      nav: { label: 'Dashboard', icon: LayoutDashboard },
      meters: usageKeys,
      prefetch: async (queryClient) => {
        const [{ dashboardSummaryQueryOptions }, { recentEventsQueryOptions }] = await Promise.all([
          import('./api/get-dashboard-summary'),
          import('./api/get-recent-events'),
        ]);
        return Promise.all([
          queryClient.ensureQueryData(dashboardSummaryQueryOptions),
          queryClient.ensureQueryData(recentEventsQueryOptions),
        ]);
      },
      firstReads: ['/api/dashboard', '/api/events?limit=10'],
      load: async ({ dashboardActions, dashboardButtons }) => {
        const [{ DashboardPage }, buttons] = await Promise.all([
          import('./components/dashboard-page'),
          loadContributions(dashboardButtons),
        ]);
        const actions = dashboardActions.map(({ load, ...action }) => ({ ...action, Component: dialogOnDemand(load) }));
        return function DashboardScreen() {
          return <DashboardPage actions={actions} buttons={buttons} />;
        };
      },
    },
  ],
};
