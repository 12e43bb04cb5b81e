import { Settings } from 'lucide-react';
import { paths } from '@/web/config/paths';
import { type WebModule, loadContributions } from '@/web/lib/web-module';

/** /settings: its tabs are the ones the modules contribute (`settingsTabs`), each owned by its area. */
export const settingsModule: WebModule = {
  screens: [
    {
      path: paths.settings,
      title: 'Settings',
      description: 'Your profile, notifications, security and team.',
      nav: { label: 'Settings', icon: Settings },
      load: async ({ settingsTabs }) => {
        const [{ SettingsPage }, tabs] = await Promise.all([import('./components/settings-page'), loadContributions(settingsTabs)]);
        return function SettingsScreen() {
          return <SettingsPage tabs={tabs} />;
        };
      },
    },
  ],
};
