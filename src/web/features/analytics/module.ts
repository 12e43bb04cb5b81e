import { BarChart3 } from 'lucide-react';
import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

/** Analytics reports on the current project, which the app hands it. */
export const analyticsModule: WebModule = {
  screens: [
    {
      path: paths.analytics,
      title: 'Analytics',
      description: 'Traffic, sources, top pages and content performance.',
      nav: { label: 'Analytics', icon: BarChart3 },
      loadForProject: async () => (await import('./components/analytics-page')).AnalyticsPage,
    },
  ],
};
