import { Share2 } from 'lucide-react';
import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

/** Social Engine: one screen per workspace (not per project), so it needs nothing from the app; its address is in config/paths, since the Content Engine links to its composer. */
export const socialModule: WebModule = {
  screens: [
    {
      path: paths.social,
      title: 'Social Engine',
      description: 'Connect accounts, create and schedule posts, and follow how they do.',
      shell: 'centred',
      nav: { label: 'Social Engine', icon: Share2 },
      meters: ['socialAccounts', 'socialPosts', 'contentGeneration', 'storage'],
      load: async () => (await import('./components/social-page')).SocialPage,
      prefetch: async (queryClient) => {
        const [{ accountsQueryOptions }, { postsQueryOptions }] = await Promise.all([
          import('./api/get-accounts'),
          import('./api/get-posts'),
        ]);
        return Promise.all([queryClient.ensureQueryData(accountsQueryOptions()), queryClient.ensureQueryData(postsQueryOptions())]);
      },
      firstReads: ['/api/social/accounts', '/api/social/posts'],
    },
  ],
};
