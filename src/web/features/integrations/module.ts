import { Plug } from 'lucide-react';
import { projectMark } from '@/shared/screen-shells';
import type { WebModule } from '@/web/lib/web-module';

/** The tools a workspace connects: the /integrations screen, the Integrations tab of Settings, and Publish to WordPress / Ghost on a blog post. */
export const integrationsModule: WebModule = {
  screens: [
    {
      path: '/integrations',
      title: 'Integrations',
      description: 'Connect the tools you already use, and the ones you build yourself.',
      shell: 'full-width',
      nav: { label: 'Integrations', icon: Plug },
      prefetch: async (queryClient) => (await import('./api/integrations-prefetch')).prefetchIntegrations(queryClient),
      firstReads: [`/api/integrations?projectId=${projectMark}`, '/api/integrations/workflows'],
      load: async () => (await import('./components/integrations-page')).IntegrationsPage,
    },
  ],
  settingsTabs: [
    {
      id: 'integrations',
      label: 'Integrations',
      order: 50,
      load: async () => (await import('./components/integrations-settings-tab')).IntegrationsSettingsTab,
    },
  ],
  contentItemActions: [
    {
      id: 'publish-to-site',
      order: 10,
      load: async () => (await import('./components/publishing/publish-to-site')).PublishToSite,
    },
  ],
};
