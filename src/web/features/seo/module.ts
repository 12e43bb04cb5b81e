import { Search } from 'lucide-react';
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
    },
  ],
};
