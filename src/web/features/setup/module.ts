import { Sparkles } from 'lucide-react';
import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

export const setupModule: WebModule = {
  screens: [
    {
      path: paths.setup,
      title: 'Smart Setup',
      description: 'Analyze your website, describe it by hand or upload documents to set up a project.',
      nav: { label: 'Smart Setup', icon: Sparkles },
      meters: ['projects', 'storage'],
      load: async () => (await import('./components/setup-screen')).SetupScreen,
    },
  ],
};
