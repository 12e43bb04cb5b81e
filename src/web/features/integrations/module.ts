import type { WebModule } from '@/web/lib/web-module';

/** The tools a workspace connects: the Integrations tab of Settings. */
export const integrationsModule: WebModule = {
  settingsTabs: [
    {
      id: 'integrations',
      label: 'Integrations',
      order: 50,
      load: async () => (await import('./components/integrations-settings-tab')).IntegrationsSettingsTab,
    },
  ],
};
