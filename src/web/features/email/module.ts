import { Mail } from 'lucide-react';
import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

/** Email Marketing: one screen per workspace (not per project), so it needs no composing in app/. */
export const emailModule: WebModule = {
  screens: [
    {
      path: paths.email,
      title: 'Email Marketing',
      description: 'Campaigns, lists and segments, automation and templates.',
      nav: { label: 'Email Marketing', icon: Mail },
      meters: ['emailContacts'],
      load: async () => (await import('./components/email-page')).EmailPage,
    },
  ],
};
