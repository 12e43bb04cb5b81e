import { LayoutDashboard, Settings, Sparkles } from 'lucide-react';
import { paths } from '@/web/config/paths';
import { usageKeys } from '@/shared/user';
import type { WebModule } from '@/web/lib/web-module';

// Screens that join several features (the dashboard with campaigns and the sample workspace, Smart
// Setup with projects and the plan prompt, settings with six features' tabs, the invitation with the
// sign-in form): the app composes them (routes/), since web features do not import each other. A
// screen that only needs the current project declares `loadForProject` in its own module instead.

export const dashboardModule: WebModule = {
  screens: [
    {
      path: paths.dashboard,
      title: 'Dashboard',
      description: 'Your projects, content, campaigns and latest activity at a glance.',
      nav: { label: 'Dashboard', icon: LayoutDashboard },
      meters: usageKeys,
      load: async () => (await import('./routes/dashboard-route')).DashboardRoute,
    },
  ],
};

export const setupModule: WebModule = {
  screens: [
    {
      path: paths.setup,
      title: 'Smart Setup',
      description: 'Analyze your website, describe it by hand or upload documents to set up a project.',
      nav: { label: 'Smart Setup', icon: Sparkles },
      meters: ['projects', 'storage'],
      load: async () => (await import('./routes/setup-route')).SetupRoute,
    },
  ],
};

export const settingsModule: WebModule = {
  screens: [
    {
      path: paths.settings,
      title: 'Settings',
      description: 'Your profile, notifications, security and team.',
      nav: { label: 'Settings', icon: Settings },
      load: async () => (await import('./routes/settings-route')).SettingsRoute,
    },
  ],
};

/** The page an invitation's link opens: the team's invitation with the sign-up form for newcomers. */
export const invitationModule: WebModule = {
  screens: [],
  publicScreens: [{ path: paths.invite, load: async () => (await import('./routes/invite-route')).InviteRoute }],
};
