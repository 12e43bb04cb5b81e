import { Search } from 'lucide-react';
import { projectMark, siteMark } from '@/shared/screen-shells';
import type { WebModule } from '@/web/lib/web-module';

/** SEO Tools works on the current project, which the app hands it. */
export const seoModule: WebModule = {
  screens: [
    {
      path: '/seo',
      title: 'SEO Tools',
      description: 'Keyword research, competitor analysis, content optimization and link building.',
      shell: 'centred',
      nav: { label: 'SEO Tools', icon: Search },
      loadForProject: async () => (await import('./components/seo-page')).SeoPage,
      prefetch: async (queryClient, address) => (await import('./api/seo-prefetch')).prefetchSeo(queryClient, address),
      firstReads: [
        `/api/seo/overview?site=${siteMark}&projectId=${projectMark}`,
        `/api/analytics/projects/${projectMark}/report?range=30d`,
        `/api/seo/links?projectId=${projectMark}`,
        `/api/seo/keywords/research/latest?projectId=${projectMark}`,
        `/api/seo/competitors/analyses/latest?projectId=${projectMark}`,
        `/api/seo/ranks?projectId=${projectMark}`,
        `/api/seo/search-console?projectId=${projectMark}`,
      ],
    },
  ],
};
