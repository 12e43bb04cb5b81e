import { BarChart3, FileText, LayoutDashboard, Search, Settings, Sparkles } from 'lucide-react';
import { paths } from '@/web/config/paths';
import { usageKeys } from '@/shared/user';
import type { WebModule } from '@/web/lib/web-module';

// Areas whose screens join several features: the app composes them (routes/), so features stay
// independent of each other.

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

export const contentModule: WebModule = {
  screens: [
    {
      path: paths.content,
      title: 'Content Engine',
      description: 'Generate, edit, schedule and publish blog posts, social posts, e-mails and video scripts.',
      nav: { label: 'Content Engine', icon: FileText },
      meters: ['contentGeneration'],
      load: async () => (await import('./routes/content-route')).ContentRoute,
    },
    {
      path: paths.contentCalendar,
      title: 'Content Calendar',
      description: 'Scheduled and published content by day.',
      meters: ['contentGeneration'],
      load: async () => (await import('@/web/features/content/components/calendar-page')).CalendarPage,
    },
  ],
};

export const seoModule: WebModule = {
  screens: [
    {
      path: paths.seo,
      title: 'SEO Tools',
      description: 'Keyword research, competitor analysis, content optimization and link building.',
      nav: { label: 'SEO Tools', icon: Search },
      load: async () => (await import('./routes/seo-route')).SeoRoute,
    },
  ],
};

export const analyticsModule: WebModule = {
  screens: [
    {
      path: paths.analytics,
      title: 'Analytics',
      description: 'Traffic, sources, top pages and content performance.',
      nav: { label: 'Analytics', icon: BarChart3 },
      load: async () => (await import('./routes/analytics-route')).AnalyticsRoute,
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
