import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

export const notificationsModule: WebModule = {
  screens: [
    {
      path: paths.notifications,
      title: 'Notifications',
      description: 'Everything Uplift has told you, newest first.',
      load: async () => (await import('./components/notifications-page')).NotificationsPage,
    },
  ],
};
