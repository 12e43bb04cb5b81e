import { BarChart3 } from 'lucide-react';
import { paths } from '@/web/config/paths';
import { projectMark } from '@/shared/screen-shells';
import type { WebModule } from '@/web/lib/web-module';

/** Analytics reports on the current project, which the app hands it; the header shows its traffic change. */
export const analyticsModule: WebModule = {
  screens: [
    {
      path: paths.analytics,
      title: 'Analytics',
      description: 'Traffic, sources, top pages and content performance.',
      shell: 'centred',
      nav: { label: 'Analytics', icon: BarChart3 },
      loadForProject: async () => (await import('./components/analytics-page')).AnalyticsPage,
      prefetch: async (queryClient, address) => (await import('./api/analytics-prefetch')).prefetchAnalytics(queryClient, address),
      firstReads: [`/api/analytics/projects/${projectMark}/report?range=30d`, `/api/analytics/projects/${projectMark}/realtime`],
    },
  ],
  headerItems: [
    {
      id: 'traffic-figure',
      place: 'end',
      order: 10,
      load: async () => (await import('./components/traffic-figure')).TrafficFigure,
    },
  ],
};
