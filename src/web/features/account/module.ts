import type { WebModule } from '@/web/lib/web-module';

/** The signed-in user's own account: the Profile and Security tabs of Settings. */
export const accountModule: WebModule = {
  settingsTabs: [
    {
      id: 'profile',
      label: 'Profile',
      order: 10,
      load: async () => (await import('./components/profile-settings-tab')).ProfileSettingsTab,
    },
    {
      id: 'security',
      label: 'Security',
      order: 40,
      load: async () => (await import('./components/security-settings-tab')).SecuritySettingsTab,
    },
  ],
};
