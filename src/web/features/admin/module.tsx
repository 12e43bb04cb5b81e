import { paths } from '@/web/config/paths';
import { type WebModule, loadContributions } from '@/web/lib/web-module';

const title = 'Admin Panel';
const description = 'Users, content, system health and API keys for this instance.';

export const adminModule: WebModule = {
  screens: [
    {
      path: paths.admin,
      title,
      description,
      adminOnly: true,
      load: async ({ adminTabs }) => {
        const [{ AdminPage }, extraTabs] = await Promise.all([import('./components/admin-page'), loadContributions(adminTabs)]);
        return () => <AdminPage title={title} description={description} extraTabs={extraTabs} />;
      },
    },
  ],
};
