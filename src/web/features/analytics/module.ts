import { BarChart3 } from 'lucide-react';
import { paths } from '@/web/config/paths';
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
