import { Send } from 'lucide-react';
import { outreachLabels } from '@/shared/outreach/outreach';
import type { WebModule } from '@/web/lib/web-module';

/** AI Outreach works on the current project (its site, niche and competitors rank the prospects). */
export const outreachModule: WebModule = {
  screens: [
    {
      path: '/outreach',
      title: outreachLabels.title,
      description: outreachLabels.description,
      shell: 'centred',
      nav: { label: 'AI Outreach', icon: Send },
      loadForProject: async () => (await import('./components/outreach-page')).OutreachPage,
    },
  ],
};
