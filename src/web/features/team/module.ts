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
  /** The page an invitation's link opens, signed in or not: newcomers get the core's sign-up form. */
  publicScreens: [{ path: paths.invite, load: async () => (await import('./components/invitation-page')).InvitationPage }],
  settingsTabs: [
    {
      id: 'team',
      label: 'Team',
      order: 60,
      load: async () => (await import('./components/team-settings-tab')).TeamSettingsTab,
    },
  ],
};
