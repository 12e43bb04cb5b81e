import { LayoutDashboard } from 'lucide-react';
import { usageKeys } from '@/shared/user';
import { paths } from '@/web/config/paths';
import { type WebModule, loadContributions } from '@/web/lib/web-module';

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
      load: async ({ dashboardActions, dashboardButtons }) => {
        const [{ DashboardPage }, actions, buttons] = await Promise.all([
          import('./components/dashboard-page'),
          loadContributions(dashboardActions),
          loadContributions(dashboardButtons),
        ]);
        return function DashboardScreen() {
          return <DashboardPage actions={actions} buttons={buttons} />;
        };
      },
    },
  ],
};
