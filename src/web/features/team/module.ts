import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

export const teamModule: WebModule = {
  screens: [
    {
      path: paths.team,
      title: 'Team Management',
      description: 'The people who work in this workspace and their roles.',
      meters: ['teamMembers'],
      load: async () => (await import('./components/team-page')).TeamPage,
    },
  ],
};
