import type { WebModule } from '@/web/lib/web-module';
import { notificationsPath } from './paths';

export const notificationsModule: WebModule = {
  screens: [
    {
      path: notificationsPath,
      title: 'Notifications',
      description: 'Everything Uplift has told you, newest first.',
      load: async () => (await import('./components/notifications-page')).NotificationsPage,
    },
  ],
  headerItems: [
    {
      id: 'notification-bell',
      place: 'end',
      order: 30,
      load: async () => (await import('./components/notification-bell')).NotificationBell,
    },
  ],
  settingsTabs: [
    {
      id: 'notifications',
      label: 'Notifications',
      order: 30,
      load: async () => (await import('./components/notification-settings-tab')).NotificationSettingsTab,
    },
  ],
};
