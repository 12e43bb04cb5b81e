import { Mail } from 'lucide-react';
import type { WebModule } from '@/web/lib/web-module';

/** Email Marketing: one screen per workspace (not per project), and no other area links to it. */
export const emailModule: WebModule = {
  screens: [
    {
      path: '/email',
      title: 'Email Marketing',
      description: 'Campaigns, lists and segments, automation and templates.',
      shell: 'centred',
      nav: { label: 'Email Marketing', icon: Mail },
      meters: ['emailContacts'],
      load: async () => (await import('./components/email-page')).EmailPage,
      prefetch: async (queryClient) => (await import('./api/email-prefetch')).prefetchEmail(queryClient),
      firstReads: ['/api/email/overview', '/api/email/campaigns', '/api/email/lists', '/api/email/segments'],
    },
  ],
};
