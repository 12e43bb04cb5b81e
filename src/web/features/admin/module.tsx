import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

const title = 'Admin Panel';
const description = 'Users, content, system health and API keys for this instance.';

export const adminModule: WebModule = {
  screens: [
    {
      path: paths.admin,
      title,
      description,
      adminOnly: true,
      load: async () => {
        const { AdminPage } = await import('./components/admin-page');
        return () => <AdminPage title={title} description={description} />;
      },
    },
  ],
};
