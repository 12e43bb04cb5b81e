import { DollarSign } from 'lucide-react';
import { monetizationLabels } from '@/shared/monetization/monetization';
import type { WebModule } from '@/web/lib/web-module';

/** The Monetization Hub: revenue of the whole workspace, read per period. */
export const monetizationModule: WebModule = {
  screens: [
    {
      path: '/monetization',
      title: monetizationLabels.title,
      description: monetizationLabels.description,
      shell: 'centred',
      nav: { label: 'Monetization', icon: DollarSign },
      load: async () => (await import('./components/monetization-page')).MonetizationPage,
      prefetch: async (queryClient, address) => (await import('./api/overview-prefetch')).prefetchOverview(queryClient, address),
      firstReads: [
        '/api/monetization/summary?range=30d',
        '/api/monetization/top-content?range=30d',
        '/api/monetization/revenue?page=1',
        '/api/monetization/settings',
      ],
    },
  ],
  contentItemActions: [
    {
      id: 'content-earnings',
      order: 20,
      load: async () => (await import('./components/content-earnings')).ContentEarnings,
    },
  ],
};
